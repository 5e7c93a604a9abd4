import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { FormResult, LoadError, Loading } from '../../components/states';
import { openRedEnvelope, promotionKeys, redEnvelopeQuery } from '../../lib/api/promotions';
import { queryKeys } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { useRequestId } from '../../lib/use-request-id';
import { openModal } from '../../lib/ui-store';
import { usePromotionError } from './use-action-error';
import { usePromotionFormat } from './use-promotion-format';

/**
 * A red-envelope promotion (§2 "Other screens": red envelope): today's window, the amount range,
 * the envelopes the member has left and what is left of the day's pool; "Open a red envelope" pays
 * a random amount through the ledger (idempotent by requestId). Visitors are asked to log in.
 */
export function RedEnvelopePanel({ id }: { id: number }) {
  const { t } = useTranslation('promotions');
  const member = useSession().token !== null;
  const queryClient = useQueryClient();
  const view = useQuery(redEnvelopeQuery(id, member));
  const format = usePromotionFormat(view.data);
  const errorOf = usePromotionError();
  const requestId = useRequestId();
  const [got, setGot] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: () => openRedEnvelope({ requestId: requestId.current(), id }),
    onSettled: (_data, error) => requestId.settle(error ?? undefined),
    onSuccess: async (value) => {
      setGot(t('envelope.got', { amount: format.money(value.amount), left: value.opensLeft }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]);
    },
  });

  if (view.isPending) return <Loading />;
  if (view.isError) return <LoadError error={view.error} retry={() => void view.refetch()} />;
  const v = view.data;
  return (
    <section
      className="promo-panel promo-envelope"
      aria-labelledby={`envelope-${id}`}
      data-testid="red-envelope-panel"
    >
      <h2 id={`envelope-${id}`}>{t('envelope.title')}</h2>
      <dl className="promo-facts">
        <div>
          <dt>{t('envelope.window')}</dt>
          <dd>
            {t('envelope.windowValue', {
              from: format.dateTime(v.windowStartAt),
              to: format.dateTime(v.windowEndAt),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('envelope.range')}</dt>
          <dd>{t('envelope.rangeValue', { min: format.money(v.min), max: format.money(v.max) })}</dd>
        </div>
        <div>
          <dt>{t('envelope.poolLeft')}</dt>
          <dd data-testid="envelope-pool-left">
            {t('envelope.poolValue', { left: format.money(v.poolLeft), total: format.money(v.poolPerDay) })}
          </dd>
        </div>
        <div>
          <dt>{t('envelope.opensLeft')}</dt>
          <dd data-testid="envelope-opens-left">
            {v.opensLeft === null
              ? t('envelope.perDay', { n: v.opensPerDay })
              : t('envelope.opensValue', { left: v.opensLeft, total: v.opensPerDay })}
          </dd>
        </div>
      </dl>
      {!member ? (
        <Button variant="primary" onClick={() => openModal('loginPopup')}>
          {t('action.login')}
        </Button>
      ) : v.status === 'claim' ? (
        <Button
          variant="primary"
          className="promo-envelope-button"
          disabled={open.isPending}
          onClick={() => open.mutate()}
        >
          {t('envelope.open')}
        </Button>
      ) : (
        <p className="promo-muted" data-testid="envelope-state">
          {v.status === 'process' && v.progress
            ? t('envelope.notEligible', {
                current: format.money(v.progress.current),
                target: format.money(v.progress.target),
              })
            : t(
                `envelope.state.${v.status === 'claimed' ? 'used' : v.status === 'coming soon' ? 'later' : 'over'}`,
              )}
        </p>
      )}
      <FormResult error={open.isError ? errorOf(open.error) : null} success={got} />
      {v.opens.length > 0 ? (
        <>
          <h3>{t('envelope.today')}</h3>
          <ul className="promo-opens">
            {v.opens.map((o, i) => (
              <li key={`${o.openedAt}-${i}`}>
                {t('envelope.opened', { amount: format.money(o.amount), time: format.dateTime(o.openedAt) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
