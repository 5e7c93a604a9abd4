import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGENT_LEDGER_KINDS,
  downlineProfitLossQuery,
  downlineTransactionsQuery,
  teamBetsQuery,
} from '../../lib/api/agent';
import { walletListQuery } from '../../lib/api/wallet';
import { PagedTable } from '../../components/data-table';
import { SelectField } from '../../components/field';
import { useFormat } from '../../lib/format';
import { ReportFilters, useReportState } from './report-filters';
import '../../components/panel-page.css';
import './agent.css';

/** Vendor code of Lotus's own provably fair games in the betting records (they have no wallet). */
const INHOUSE_VENDOR = 'INHOUSE';

/** Class of a signed amount cell: negative in the danger colour. */
const signed = (amount: number) => (amount < 0 ? 'wal-num wal-neg' : 'wal-num wal-pos');

/**
 * `personalHistoryCopy` — team betting (§2 Agent centre): every bet of the team below the agent in
 * a date range (calendar quick ranges, brand days), filtered by username and vendor, server
 * pagination, and a totals row of the whole result (stake, payout, profit/loss, count).
 */
export function TeamBettingPage() {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const state = useReportState('thisWeek');
  const [vendor, setVendor] = useState('');
  const wallets = useQuery(walletListQuery());
  const vendors = (wallets.data ?? []).map((w) => w.wallet).filter((w) => w !== 'MAIN');
  const bets = useQuery({
    ...teamBetsQuery({
      ...state.range,
      username: state.username,
      vendor,
      pageNo: state.pageNo,
    }),
    enabled: state.valid,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="acct-page" data-testid="agent-team-bets">
      <ReportFilters state={state}>
        <SelectField
          label={t('reports.vendor')}
          value={vendor}
          onChange={(next) => {
            setVendor(next);
            state.resetPage();
          }}
        >
          <option value="">{t('reports.allVendors')}</option>
          {vendors.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
          <option value={INHOUSE_VENDOR}>{t('reports.inhouseVendor')}</option>
        </SelectField>
      </ReportFilters>
      {state.valid ? (
        <PagedTable
          query={bets}
          emptyText={t('reports.empty')}
          testId="agent-team-bets-table"
          caption={t('bets.caption')}
          headers={[
            t('reports.time'),
            t('reports.member'),
            t('reports.level'),
            t('reports.vendor'),
            t('bets.game'),
            t('bets.stake'),
            t('bets.payout'),
            t('reports.profitLoss'),
          ]}
          row={(b) => (
            <tr key={b.betId}>
              <td>{format.dateTime(b.createdAt)}</td>
              <td>{b.username}</td>
              <td className="wal-num">{b.level}</td>
              <td>{b.vendor === INHOUSE_VENDOR ? t('reports.inhouseVendor') : b.vendor}</td>
              <td>{b.gameName}</td>
              <td className="wal-num">{format.money(b.stake)}</td>
              <td className="wal-num">{format.money(b.payout)}</td>
              <td className={signed(b.profitLoss)}>{format.money(b.profitLoss)}</td>
            </tr>
          )}
          footer={(page) => (
            <tr data-testid="agent-team-bets-totals">
              <th scope="row" colSpan={5}>
                {t('reports.totalBets', {
                  count: page.totals.count,
                  formatted: format.number(page.totals.count),
                })}
              </th>
              <td className="wal-num">{format.money(page.totals.stake)}</td>
              <td className="wal-num">{format.money(page.totals.payout)}</td>
              <td className={signed(page.totals.profitLoss)}>{format.money(page.totals.profitLoss)}</td>
            </tr>
          )}
          pageNo={state.pageNo}
          onPage={state.setPageNo}
          pagesLabel={t('bets.pages')}
        />
      ) : null}
    </div>
  );
}

/**
 * `palStatementsAgentCopy` — user profit and loss (§2 Agent centre): one row per downline with
 * activity in the range (its own bets, valid bet, payout, profit/loss, deposits and withdrawals),
 * filtered by username, server pagination, and the totals of every matching row.
 */
export function ProfitLossPage() {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const state = useReportState('thisWeek');
  const rows = useQuery({
    ...downlineProfitLossQuery({ ...state.range, username: state.username, pageNo: state.pageNo }),
    enabled: state.valid,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="acct-page" data-testid="agent-profit-loss">
      <ReportFilters state={state} />
      {state.valid ? (
        <PagedTable
          query={rows}
          emptyText={t('reports.empty')}
          testId="agent-profit-loss-table"
          caption={t('profitLoss.caption')}
          headers={[
            t('reports.member'),
            t('reports.level'),
            t('profitLoss.bets'),
            t('reports.validBet'),
            t('bets.payout'),
            t('reports.profitLoss'),
            t('profitLoss.deposits'),
            t('profitLoss.withdrawals'),
          ]}
          row={(r) => (
            <tr key={r.userId}>
              <td>{r.username}</td>
              <td className="wal-num">{r.level}</td>
              <td className="wal-num">{format.number(r.bets)}</td>
              <td className="wal-num">{format.money(r.validBet)}</td>
              <td className="wal-num">{format.money(r.payout)}</td>
              <td className={signed(r.profitLoss)}>{format.money(r.profitLoss)}</td>
              <td className="wal-num">{format.money(r.deposits)}</td>
              <td className="wal-num">{format.money(r.withdrawals)}</td>
            </tr>
          )}
          footer={(page) => (
            <tr data-testid="agent-profit-loss-totals">
              <th scope="row" colSpan={2}>
                {t('reports.total')}
              </th>
              <td className="wal-num">{format.number(page.totals.bets)}</td>
              <td className="wal-num">{format.money(page.totals.validBet)}</td>
              <td className="wal-num">{format.money(page.totals.payout)}</td>
              <td className={signed(page.totals.profitLoss)}>{format.money(page.totals.profitLoss)}</td>
              <td className="wal-num">{format.money(page.totals.deposits)}</td>
              <td className="wal-num">{format.money(page.totals.withdrawals)}</td>
            </tr>
          )}
          pageNo={state.pageNo}
          onPage={state.setPageNo}
          pagesLabel={t('profitLoss.pages')}
        />
      ) : null}
    </div>
  );
}

/**
 * `agentDownlineTransactionDetailsCopy` — account details (§2 Agent centre): the ledger movements
 * of the team below the agent (signed amount, balance after, reference), filtered by username and
 * kind, server pagination, with the money in, money out and net of every matching movement.
 */
export function AccountDetailsPage() {
  const { t } = useTranslation('agent');
  const format = useFormat();
  const state = useReportState('thisWeek');
  const [kind, setKind] = useState('');
  const movements = useQuery({
    ...downlineTransactionsQuery({ ...state.range, username: state.username, kind, pageNo: state.pageNo }),
    enabled: state.valid,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="acct-page" data-testid="agent-transactions">
      <ReportFilters state={state}>
        <SelectField
          label={t('transactions.kind')}
          value={kind}
          onChange={(next) => {
            setKind(next);
            state.resetPage();
          }}
        >
          <option value="">{t('transactions.allKinds')}</option>
          {AGENT_LEDGER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </SelectField>
      </ReportFilters>
      {state.valid ? (
        <PagedTable
          query={movements}
          emptyText={t('reports.empty')}
          testId="agent-transactions-table"
          caption={t('transactions.caption')}
          headers={[
            t('reports.time'),
            t('reports.member'),
            t('reports.level'),
            t('transactions.kind'),
            t('transactions.amount'),
            t('transactions.balanceAfter'),
            t('transactions.reference'),
          ]}
          row={(e) => (
            <tr key={e.entryId}>
              <td>{format.dateTime(e.createdAt)}</td>
              <td>{e.username}</td>
              <td className="wal-num">{e.level}</td>
              <td>{t(`kind.${e.kind}`, { defaultValue: e.kind })}</td>
              <td className={signed(e.amount)}>{format.money(e.amount)}</td>
              <td className="wal-num">{format.money(e.balanceAfter)}</td>
              <td>{e.reference}</td>
            </tr>
          )}
          footer={(page) => (
            <>
              <tr data-testid="agent-transactions-in">
                <th scope="row" colSpan={4}>
                  {t('transactions.totalIn')}
                </th>
                <td className="wal-num">{format.money(page.totals.in)}</td>
                <td colSpan={2} />
              </tr>
              <tr data-testid="agent-transactions-out">
                <th scope="row" colSpan={4}>
                  {t('transactions.totalOut')}
                </th>
                <td className={signed(page.totals.out)}>{format.money(page.totals.out)}</td>
                <td colSpan={2} />
              </tr>
              <tr data-testid="agent-transactions-net">
                <th scope="row" colSpan={4}>
                  {t('transactions.net')}
                </th>
                <td className={signed(page.totals.net)}>{format.money(page.totals.net)}</td>
                <td colSpan={2} />
              </tr>
            </>
          )}
          pageNo={state.pageNo}
          onPage={state.setPageNo}
          pagesLabel={t('transactions.pages')}
        />
      ) : null}
    </div>
  );
}
