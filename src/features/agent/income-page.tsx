import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { incomeQuery } from '../../lib/api/agent';
import { calendarRange, type DateRange } from '../../lib/date-ranges';
import { DataTable } from '../../components/data-table';
import { Empty, LoadError, Loading } from '../../components/states';
import { useFormat } from '../../lib/format';
import { AgentRangeFilter, rangeProblem } from './range-filter';
import '../../components/panel-page.css';
import './agent.css';
import { useBrandToday } from './use-brand-today';

/**
 * `agentRevenueReport` — my income (§2 Agent centre): what the agent received per day of the range
 * (calendar quick ranges, brand days) — wages, dividends, rebates and their total — with a totals
 * row (`GET /wps/agent/income`).
 */
export function IncomePage() {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const today = useBrandToday();
  const [range, setRange] = useState<DateRange>(() => calendarRange('thisMonth', today));
  const valid = rangeProblem(range) === null;
  const income = useQuery({ ...incomeQuery(range), enabled: valid, placeholderData: keepPreviousData });
  return (
    <div className="acct-page" data-testid="agent-income">
      <AgentRangeFilter value={range} onChange={setRange} />
      {!valid ? null : income.isPending ? (
        <Loading />
      ) : income.isError ? (
        <LoadError error={income.error} retry={() => void income.refetch()} />
      ) : income.data.rows.length === 0 ? (
        <Empty testId="agent-empty" text={t('income.empty')} />
      ) : (
        <DataTable
          testId="agent-income-table"
          caption={t('income.caption')}
          headers={[
            t('income.date'),
            t('income.wages'),
            t('income.dividends'),
            t('income.rebates'),
            t('income.total'),
          ]}
          footer={
            <tr data-testid="agent-income-totals">
              <th scope="row">{t('reports.total')}</th>
              <td className="wal-num">{format.money(income.data.totals.wages)}</td>
              <td className="wal-num">{format.money(income.data.totals.dividends)}</td>
              <td className="wal-num">{format.money(income.data.totals.rebates)}</td>
              <td className="wal-num">{format.money(income.data.totals.total)}</td>
            </tr>
          }
        >
          {income.data.rows.map((row) => (
            <tr key={row.period}>
              <td>{format.day(row.period)}</td>
              <td className="wal-num">{format.money(row.wages)}</td>
              <td className="wal-num">{format.money(row.dividends)}</td>
              <td className="wal-num">{format.money(row.rebates)}</td>
              <td className="wal-num">{format.money(row.total)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
