import { useTranslation } from 'react-i18next';
import type { ContractTermsLike } from '../../../../machines/contract';
import { DataTable } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { rateOf, type RatedTerms } from './terms';

/** A rate in % (e.g. 0.5 → "0.5%") in the active language. */
export function usePercent(): (rate: number) => string {
  const format = useFormat();
  return (rate) => format.percent(rate / 100);
}

/**
 * The rate of a contract in one line (docs/contract-agent.md "Rate of a contract"): highest percent
 * rate, highest fixed amount, real-time loss rate, dividend rate per game kind.
 */
export function RateText({ terms }: { terms: RatedTerms }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const percent = usePercent();
  const rate = rateOf(terms);
  const parts: string[] = [];
  if (rate.percent !== null) parts.push(t('rate.percent', { value: percent(rate.percent) }));
  if (rate.fixed !== null) parts.push(t('rate.fixed', { value: format.money(rate.fixed) }));
  if (rate.lossRate !== null) parts.push(t('rate.loss', { value: percent(rate.lossRate) }));
  for (const line of rate.dividend)
    parts.push(t('rate.dividend', { gameKind: t(`gameKind.${line.gameKind}`), value: percent(line.rate) }));
  return <>{parts.length > 0 ? parts.join(' · ') : t('rate.none')}</>;
}

/**
 * The terms of a contract: the wage tiers (team valid bet ≥, active members ≥, percent or fixed,
 * cap) with the real-time extras, or the dividend period and the rule of each game kind.
 */
export function TermsView({
  terms,
  name,
  testId,
}: {
  terms: ContractTermsLike;
  /** Whose terms, for the table's accessible name (e.g. "my contract"); unique on the page. */
  name: string;
  testId?: string;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const percent = usePercent();
  if (terms.kind === 'dividend') {
    return (
      <div className="ct-terms" data-testid={testId}>
        <p className="acct-muted">
          {t('terms.periodLine', { period: t(`period.${terms.period ?? 'weekly'}`) })}
        </p>
        <DataTable
          testId={testId ? `${testId}-rules` : 'contract-rules'}
          caption={t('terms.rulesCaption', { name })}
          headers={[
            t('terms.gameKind'),
            t('terms.minBet'),
            t('terms.minNetLoss'),
            t('terms.minActiveMembers'),
            t('terms.dividendRate'),
          ]}
        >
          {(terms.rules ?? []).map((rule) => (
            <tr key={rule.gameKind}>
              <th scope="row">{t(`gameKind.${rule.gameKind}`)}</th>
              <td className="wal-num">{format.money(rule.minBet)}</td>
              <td className="wal-num">{format.money(rule.minNetLoss)}</td>
              <td className="wal-num">{rule.minActiveMembers}</td>
              <td className="wal-num">{percent(rule.rate)}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    );
  }
  return (
    <div className="ct-terms" data-testid={testId}>
      <DataTable
        testId={testId ? `${testId}-tiers` : 'contract-tiers'}
        caption={t('terms.tiersCaption', { name })}
        headers={[
          t('terms.tier'),
          t('terms.minTeamValidBet'),
          t('terms.minActiveMembers'),
          t('terms.rate'),
          t('terms.cap'),
        ]}
      >
        {(terms.tiers ?? []).map((tier, index) => (
          <tr key={index}>
            <th scope="row">{t('terms.tierNumber', { number: index + 1 })}</th>
            <td className="wal-num">{format.money(tier.minTeamValidBet)}</td>
            <td className="wal-num">{tier.minActiveMembers}</td>
            <td className="wal-num">
              {tier.mode === 'percent'
                ? t('terms.percentOfBets', { value: percent(tier.rate) })
                : t('terms.fixedAmount', { value: format.money(tier.rate) })}
            </td>
            <td className="wal-num">
              {tier.cap === undefined || tier.cap === null ? t('terms.noCap') : format.money(tier.cap)}
            </td>
          </tr>
        ))}
      </DataTable>
      {terms.kind === 'realtimeWage' && (terms.minSingleBet !== undefined || terms.lossRate !== undefined) ? (
        <ul className="ct-extras">
          {terms.minSingleBet !== undefined ? (
            <li>{t('terms.minSingleBetLine', { value: format.money(terms.minSingleBet) })}</li>
          ) : null}
          {terms.lossRate !== undefined ? (
            <li>{t('terms.lossRateLine', { value: percent(terms.lossRate) })}</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
