import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PagedTable } from '../../../components/data-table';
import { DateRangeFilter } from '../../../components/date-range-filter';
import {
  settlementBetsQuery,
  settlementsQuery,
  type ContractKind,
  type Settlement,
  type WageTier,
} from '../../../lib/api/contracts';
import {
  CALENDAR_RANGES,
  calendarRange,
  daysBetween,
  isValidRange,
  quickRange,
  type DateRange,
} from '../../../lib/date-ranges';
import { useFormat } from '../../../lib/format';
import { useBrandToday } from '../use-brand-today';
import { ContractDialog } from './contract-dialog';
import { usePercent } from './terms-view';

/** Longest `from`…`to` span of the settlements call, in days (docs/contract-agent.md). */
export const SETTLEMENT_RANGE_DAYS = 92;

/** The tier of a known contract (own or given), to tell a percent rate from a fixed amount. */
export type TierLookup = (contractId: number, tierIndex: number) => Pick<WageTier, 'mode'> | undefined;

/**
 * The settlements of one contract kind (issue 9): every settled period of my contracts, as the
 * downline or the upline, with period, team valid bet, active members, profit/loss, tier reached,
 * rate, amount, paid and status; a date filter (quick calendar ranges, at most
 * {@link SETTLEMENT_RANGE_DAYS} days), server pagination, the totals of the whole result, and each
 * settlement opening into the bets behind it.
 */
export function SettlementsSection({ kind, tierOf }: { kind: ContractKind; tierOf: TierLookup }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const percent = usePercent();
  // Settlement periods are the brand's days (server `periodKey`), whatever the device's zone.
  const today = useBrandToday();
  const [range, setRange] = useState<DateRange>(() => quickRange('previous30', today));
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<Settlement | null>(null);
  const valid = isValidRange(range) && daysBetween(range) <= SETTLEMENT_RANGE_DAYS;
  const settlements = useQuery({
    ...settlementsQuery({ kind, pageNo, from: range.from, to: range.to }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const dividend = kind === 'dividend';

  const rateText = (s: Settlement): string => {
    if (dividend) {
      const met = s.lines.filter((line) => line.met);
      return met.length === 0
        ? t('settlements.none')
        : met.map((line) => `${t(`gameKind.${line.gameKind}`)} ${percent(line.rate)}`).join(', ');
    }
    if (s.rate === null || s.tierIndex === null) return t('settlements.none');
    const mode = tierOf(s.contractId, s.tierIndex)?.mode;
    if (mode === 'fixed') return t('terms.fixedAmount', { value: format.money(s.rate) });
    if (mode === 'percent') return percent(s.rate);
    return String(s.rate);
  };

  return (
    <section className="acct-section" aria-labelledby={`contracts-${kind}-settlements`}>
      <h4 id={`contracts-${kind}-settlements`}>{t('settlements.title')}</h4>
      <div className="wal-filters">
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
          choices={CALENDAR_RANGES.map((id) => ({
            id,
            label: t(`range.${id}`),
            range: calendarRange(id, today),
          }))}
          labels={{ quick: t('range.quick'), from: t('range.from'), to: t('range.to') }}
        />
      </div>
      {valid ? null : (
        <p role="alert" className="acct-error">
          {t('range.invalid', { days: SETTLEMENT_RANGE_DAYS })}
        </p>
      )}
      {valid ? (
        <PagedTable
          query={settlements}
          emptyText={t('settlements.empty')}
          testId={`contracts-${kind}-settlements`}
          caption={t('settlements.caption', { kind: t(`kind.${kind}`) })}
          headers={[
            t('settlements.period'),
            t('settlements.parties'),
            t('settlements.teamValidBet'),
            t('settlements.activeMembers'),
            t('settlements.profitLoss'),
            t('settlements.tier'),
            t('settlements.rate'),
            t('settlements.amount'),
            t('settlements.paid'),
            t('settlements.status'),
            t('settlements.bets'),
          ]}
          row={(s) => (
            <tr key={s.id}>
              <th scope="row" title={`${format.dateTime(s.periodStart)} – ${format.dateTime(s.periodEnd)}`}>
                {s.periodKey}
              </th>
              <td>{t('settlements.partiesValue', { upline: s.upline, downline: s.downline })}</td>
              <td className="wal-num">{format.money(s.teamValidBet)}</td>
              <td className="wal-num">{s.activeMembers}</td>
              <td className={s.profitLoss < 0 ? 'wal-num wal-neg' : 'wal-num'}>
                {format.money(s.profitLoss)}
              </td>
              <td>
                {s.tierIndex === null
                  ? t('settlements.none')
                  : t('terms.tierNumber', { number: s.tierIndex + 1 })}
              </td>
              <td>{rateText(s)}</td>
              <td className="wal-num">{format.money(s.amount)}</td>
              <td className="wal-num">{format.money(s.paid)}</td>
              <td>
                <span className={`ct-status ct-status--${s.status}`}>
                  {t(`settlementStatus.${s.status}`)}
                </span>
              </td>
              <td>
                <Button
                  variant="ghost"
                  aria-label={t('settlements.openBets', { period: s.periodKey, downline: s.downline })}
                  onClick={() => setOpened(s)}
                >
                  {t('settlements.bets')}
                </Button>
              </td>
            </tr>
          )}
          footer={(page) => (
            <tr data-testid={`contracts-${kind}-settlements-totals`}>
              <th scope="row" colSpan={7}>
                {t('settlements.totals')}
              </th>
              <td className="wal-num">{format.money(page.totals.amount)}</td>
              <td className="wal-num">{format.money(page.totals.paid)}</td>
              <td colSpan={2} />
            </tr>
          )}
          pageNo={pageNo}
          onPage={setPageNo}
          pagesLabel={t('settlements.pages')}
        />
      ) : null}
      {opened ? <SettlementBetsDialog settlement={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}

/** The bets behind one settlement (`GET /wps/agent/settlements/:id/bets`), paginated, in a dialog. */
export function SettlementBetsDialog({
  settlement,
  onClose,
}: {
  settlement: Settlement;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const bets = useQuery({ ...settlementBetsQuery(settlement.id, pageNo), placeholderData: keepPreviousData });
  return (
    <ContractDialog
      title={t('bets.title', { period: settlement.periodKey })}
      description={t('bets.description', {
        downline: settlement.downline,
        amount: format.money(settlement.teamValidBet),
      })}
      onClose={onClose}
      testId="contract-settlement-bets"
      wide
    >
      <PagedTable
        query={bets}
        emptyText={t('bets.empty')}
        testId="contract-settlement-bets-table"
        caption={t('bets.caption', { period: settlement.periodKey })}
        headers={[
          t('bets.time'),
          t('bets.username'),
          t('bets.game'),
          t('bets.vendor'),
          t('bets.stake'),
          t('bets.payout'),
        ]}
        row={(bet) => (
          <tr key={bet.betId}>
            <td>{format.dateTime(bet.createdAt)}</td>
            <td>{bet.username}</td>
            <td>{bet.gameName}</td>
            <td>{bet.vendor}</td>
            <td className="wal-num">{format.money(bet.stake)}</td>
            <td className="wal-num">{format.money(bet.payout)}</td>
          </tr>
        )}
        pageNo={pageNo}
        onPage={setPageNo}
        pagesLabel={t('bets.pages')}
      />
    </ContractDialog>
  );
}
