import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../components/button';
import { SafeHtml } from '../../components/safe-html';
import { FormResult, LoadError, Loading } from '../../components/states';
import { SiteLink } from '../../layout/links';
import { ApiError } from '../../lib/api/errors';
import {
  promotionAction,
  promotionDetailQuery,
  promotionKeys,
  type PromotionDetail,
} from '../../lib/api/promotions';
import { queryKeys } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { openModal } from '../../lib/ui-store';
import { useRequestId } from '../../lib/use-request-id';
import { ApplyDialog } from './apply-dialog';
import { RafflePanel } from './raffle-panel';
import { RedEnvelopePanel } from './red-envelope-panel';
import { PromotionStatusBadge } from './status-badge';
import { usePromotionError } from './use-action-error';
import { usePromotionFormat } from './use-promotion-format';

/** The period line of a promotion: "from … to …", "from …, no end date". */
export function PeriodText({
  promotion,
}: {
  promotion: Pick<PromotionDetail, 'startAt' | 'endAt' | 'currencySymbol' | 'minorUnits'>;
}) {
  const { t } = useTranslation('promotions');
  const format = usePromotionFormat(promotion);
  return (
    <p className="promo-period">
      {promotion.endAt === null
        ? t('period.open', { from: format.dateTime(promotion.startAt) })
        : t('period.range', {
            from: format.dateTime(promotion.startAt),
            to: format.dateTime(promotion.endAt),
          })}
    </p>
  );
}

/**
 * What the player can do in a claim / join / apply promotion for its §4 status (docs/contract-
 * promotions.md "Statuses"): Claim (`claim`), Join (`join` of a join promotion), Apply (`join` or
 * `rejected` of an apply promotion), progress (`process`, `joined`), or a line saying why nothing
 * can be done (`applying`, `claimed`, `issued`, `close`, `coming soon`). Visitors get "Log in to
 * take part" (the log-in popup). Raffles and red envelopes act in their own panels.
 */
function ActionArea({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const format = usePromotionFormat(promotion);
  const queryClient = useQueryClient();
  const errorOf = usePromotionError();
  const requestId = useRequestId();
  const [applying, setApplying] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
    ]);
  const act = useMutation({
    mutationFn: (action: 'join' | 'claim') =>
      promotionAction({ requestId: requestId.current(), id: promotion.id, action }),
    onSettled: (_data, error) => requestId.settle(error ?? undefined),
    onSuccess: async (value) => {
      setDone(
        value.amount > 0
          ? t('action.received', { amount: format.money(value.amount) })
          : t('action.joinedNow'),
      );
      await refresh();
    },
  });
  const { status, type } = promotion;
  if (type === 'none' || type === 'raffle' || type === 'redEnvelope') return null;
  if (status === 'coming soon')
    return <p className="promo-note">{t('action.startsOn', { date: format.dateTime(promotion.startAt) })}</p>;
  if (status === 'close') return <p className="promo-note">{t('action.ended')}</p>;
  if (!promotion.loggedIn)
    return (
      <div className="promo-actions">
        <Button variant="primary" onClick={() => openModal('loginPopup')}>
          {t('action.login')}
        </Button>
      </div>
    );
  const progress = promotion.progress ? (
    <p className="promo-progress">
      <label>
        {t(type === 'join' ? 'action.progressBets' : 'action.progress', {
          current: format.money(promotion.progress.current),
          target: format.money(promotion.progress.target),
        })}
        <progress
          max={promotion.progress.target}
          value={Math.min(promotion.progress.current, promotion.progress.target)}
        />
      </label>
    </p>
  ) : null;
  return (
    <div className="promo-action-area" data-testid="promotion-action">
      {status === 'claim' ? (
        <Button variant="primary" disabled={act.isPending} onClick={() => act.mutate('claim')}>
          {t('action.claim', { amount: format.money(promotion.bonus ?? 0) })}
        </Button>
      ) : null}
      {status === 'join' && type === 'join' ? (
        <Button variant="primary" disabled={act.isPending} onClick={() => act.mutate('join')}>
          {t('action.join')}
        </Button>
      ) : null}
      {(status === 'join' || status === 'rejected') && type === 'apply' ? (
        <>
          {status === 'rejected' ? (
            <p className="promo-note is-bad">
              {promotion.reason
                ? t('action.rejectedBecause', { reason: promotion.reason })
                : t('action.rejected')}
            </p>
          ) : null}
          <Button variant="primary" onClick={() => setApplying(true)}>
            {status === 'rejected' ? t('action.applyAgain') : t('action.apply')}
          </Button>
        </>
      ) : null}
      {status === 'process' || status === 'joined' ? progress : null}
      {status === 'applying' ? <p className="promo-note">{t('action.applying')}</p> : null}
      {status === 'claimed' || status === 'issued' ? (
        <p className="promo-note">{t(status === 'issued' ? 'action.issued' : 'action.claimed')}</p>
      ) : null}
      <FormResult error={act.isError ? errorOf(act.error) : null} success={done} />
      {applying ? (
        <ApplyDialog
          promotion={promotion}
          onClose={() => setApplying(false)}
          onApplied={() => {
            setApplying(false);
            setDone(t('action.applied'));
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}

/** One promotion in full: cover, title, status, period, bonus, sanitized body, images, rules, actions. */
export function PromotionArticle({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const format = usePromotionFormat(promotion);
  const [cover, ...images] = promotion.images;
  const headingId = `promotion-${promotion.id}-title`;
  return (
    <article className="promo-detail" aria-labelledby={headingId} data-testid="promotion-detail">
      {cover ? <img className="promo-cover" src={cover.url} alt="" width={640} height={240} /> : null}
      <header className="promo-detail-head">
        <h1 id={headingId}>{promotion.title}</h1>
        <PromotionStatusBadge status={promotion.status} />
      </header>
      <PeriodText promotion={promotion} />
      {promotion.bonus !== null ? (
        <p className="promo-bonus">{t('detail.bonus', { amount: format.money(promotion.bonus) })}</p>
      ) : null}
      <SafeHtml html={promotion.content} className="promo-body" />
      {images.map((image) => (
        <img
          key={image.url}
          className="promo-image"
          src={image.url}
          alt={t('detail.image', { title: promotion.title, n: image.sequence })}
          loading="lazy"
          width={640}
          height={240}
        />
      ))}
      {promotion.rules.length > 0 ? (
        <section aria-labelledby={`${headingId}-rules`}>
          <h2 id={`${headingId}-rules`}>{t('detail.rules')}</h2>
          <ol className="promo-rules">
            {promotion.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {promotion.type === 'raffle' ? <RafflePanel id={promotion.id} /> : null}
      {promotion.type === 'redEnvelope' ? <RedEnvelopePanel id={promotion.id} /> : null}
      <ActionArea promotion={promotion} />
      {promotion.link ? (
        <SiteLink to={promotion.link} className={buttonClassName('secondary')}>
          {t('detail.open')}
        </SiteLink>
      ) : null}
    </article>
  );
}

/** The not-found state of an unknown or missing promotion id, with the way back to the list. */
export function PromotionNotFound() {
  const { t } = useTranslation('promotions');
  return (
    <div className="promo-missing" role="alert" data-testid="promotion-not-found">
      <h1>{t('detail.notFound')}</h1>
      <p>{t('detail.notFoundText')}</p>
      <SiteLink to="/promotions" className={buttonClassName('primary')}>
        {t('detail.allPromotions')}
      </SiteLink>
    </div>
  );
}

/**
 * The promotion `id` loaded from `MCSFE_getPromotionDetail` (the member's statuses when logged
 * in): loading, a not-found state for an unknown id, the §8 failure with a retry, else the article.
 */
export function PromotionDetailView({ id }: { id: number | null }) {
  const member = useSession().token !== null;
  const detail = useQuery({ ...promotionDetailQuery(id ?? 0, member), enabled: id !== null });
  if (id === null) return <PromotionNotFound />;
  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.code === 'NOT_FOUND') return <PromotionNotFound />;
    return <LoadError error={detail.error} retry={() => void detail.refetch()} />;
  }
  return <PromotionArticle promotion={detail.data} />;
}

/** A promotion id from `?id=` or `#<id>`: a positive whole number, else null. */
export function promotionIdOf(search: string, hash = ''): number | null {
  const raw = new URLSearchParams(search).get('id') ?? hash.replace(/^#/, '');
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
