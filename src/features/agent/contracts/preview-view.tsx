import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewLike } from '../../../../machines/contract';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/states';
import { previewQuery, type ContractTerms } from '../../../lib/api/contracts';
import { useFormat } from '../../../lib/format';

/**
 * The what-if preview of terms (issue 9 "Beyond what any peer shows"): what they would have paid
 * for the last completed period, and the current period so far with what the next tier still
 * needs.
 */
export function PreviewView({ preview, kind }: { preview: PreviewLike; kind: string }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const tier = (index: number | null) =>
    index === null ? t('preview.noTier') : t('terms.tierNumber', { number: index + 1 });
  const uid = useId();
  const { lastPeriod, current } = preview;
  const dividend = kind === 'dividend';
  return (
    <div className="ct-preview" data-testid="contract-preview">
      <section aria-labelledby={`${uid}-last`} className="ct-preview-part">
        <h5 id={`${uid}-last`}>{t('preview.lastPeriod', { period: lastPeriod.periodKey })}</h5>
        <dl className="ct-figures">
          <div>
            <dt>{t('preview.teamValidBet')}</dt>
            <dd>{format.money(lastPeriod.teamValidBet)}</dd>
          </div>
          <div>
            <dt>{t('preview.activeMembers')}</dt>
            <dd>{lastPeriod.activeMembers}</dd>
          </div>
          <div>
            <dt>{t('preview.profitLoss')}</dt>
            <dd className={lastPeriod.profitLoss < 0 ? 'wal-neg' : undefined}>
              {format.money(lastPeriod.profitLoss)}
            </dd>
          </div>
          {dividend ? null : (
            <div>
              <dt>{t('preview.tierReached')}</dt>
              <dd>{tier(lastPeriod.tierIndex)}</dd>
            </div>
          )}
          <div>
            <dt>{t('preview.wouldHavePaid')}</dt>
            <dd data-testid="contract-preview-amount">{format.money(lastPeriod.amount)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby={`${uid}-current`} className="ct-preview-part">
        <h5 id={`${uid}-current`}>{t('preview.currentPeriod', { period: current.periodKey })}</h5>
        <dl className="ct-figures">
          <div>
            <dt>{t('preview.teamValidBet')}</dt>
            <dd>{format.money(current.teamValidBet)}</dd>
          </div>
          <div>
            <dt>{t('preview.activeMembers')}</dt>
            <dd>{current.activeMembers}</dd>
          </div>
          {dividend ? null : (
            <div>
              <dt>{t('preview.tierReached')}</dt>
              <dd>{tier(current.tierIndex)}</dd>
            </div>
          )}
          <div>
            <dt>{t('preview.wouldPayNow')}</dt>
            <dd>{format.money(current.amount)}</dd>
          </div>
        </dl>
        {dividend ? null : (
          <p className="ct-next" data-testid="contract-preview-next">
            {current.nextTier === null
              ? t('preview.topTier')
              : t('preview.nextTier', {
                  tier: t('terms.tierNumber', { number: current.nextTier.index + 1 }),
                  validBet: format.money(current.nextTier.needValidBet),
                  members: current.nextTier.needActiveMembers,
                })}
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * The downline's own what-if before accepting: a toggle that loads the preview of an offer's terms
 * for the caller's own team (`POST /wps/agent/contracts/preview` without `downlineId`).
 */
export function OwnTeamPreview({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation('contracts');
  const [open, setOpen] = useState(false);
  const id = useId();
  const preview = useQuery({ ...previewQuery(terms), enabled: open });
  return (
    <div className="ct-own-preview">
      <Button variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t('preview.forMyTeam')}
      </Button>
      {open ? (
        <div id={id}>
          <QueryState
            isPending={preview.isPending}
            error={preview.error}
            isEmpty={false}
            emptyText=""
            onRetry={() => void preview.refetch()}
          >
            {preview.data ? <PreviewView preview={preview.data} kind={terms.kind} /> : null}
          </QueryState>
        </div>
      ) : null}
    </div>
  );
}
