import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  betRecordsQuery,
  bonusDetailsQuery,
  LEDGER_KINDS,
  ledgerQuery,
  personalProfitQuery,
  walletListQuery,
  type MoneySummary,
} from '../../lib/api/wallet';
import { Field, SelectField } from '../../components/field';
import { Empty, LoadError, Loading } from '../../components/states';
import { DateRangeFilter } from './date-range-filter';
import { isValidRange, quickRange, type DateRange } from '../../lib/date-ranges';
import { useFormat } from '../../lib/format';
import { StatusBadge } from './status-badge';
import '../../components/panel-page.css';
import './wallet.css';
import { DataTable, PagedTable } from '../../components/data-table';
import { Button } from '../../components/button';

function RangeError({ range }: { range: DateRange }) {
  const { t } = useTranslation('wallet');
  return isValidRange(range) ? null : (
    <p role="alert" className="acct-error">
      {t('range.invalid')}
    </p>
  );
}

function Summary({ summary, testId }: { summary: MoneySummary; testId: string }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  return (
    <dl className="wal-summary" data-testid={testId}>
      <div>
        <dt>{t('records.stake')}</dt>
        <dd>{format.money(summary.stake)}</dd>
      </div>
      <div>
        <dt>{t('records.payout')}</dt>
        <dd>{format.money(summary.payout)}</dd>
      </div>
      <div>
        <dt>{t('records.net')}</dt>
        <dd className={summary.net < 0 ? 'wal-neg' : 'wal-pos'}>{format.money(summary.net)}</dd>
      </div>
    </dl>
  );
}

/** Vendor code of Lotus's own provably fair games in the betting record (they have no wallet). */
export const INHOUSE_VENDOR = 'INHOUSE';

/**
 * `personalHistoryCopy` — betting record (§2 Member centre): date range with the §9 quick ranges,
 * vendor and game-name filters, the bets of the range with their summary, server pagination
 * (page range 3, margin pages 1).
 */
export function BettingRecordPage() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const wallets = useQuery(walletListQuery());
  const [range, setRange] = useState<DateRange>(() => quickRange('previous7'));
  const [vendor, setVendor] = useState('');
  const [gameDraft, setGameDraft] = useState('');
  const [gameName, setGameName] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const valid = isValidRange(range);
  const bets = useQuery({
    ...betRecordsQuery({ ...range, vendor, gameName, pageNo }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const vendors = (wallets.data ?? []).map((w) => w.wallet).filter((w) => w !== 'MAIN');
  const search = (event: FormEvent) => {
    event.preventDefault();
    setGameName(gameDraft.trim());
    setPageNo(1);
  };
  return (
    <div className="acct-page" data-testid="wallet-bets">
      <form className="wal-filters" onSubmit={search} aria-label={t('records.filters')}>
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
        />
        <SelectField
          label={t('records.vendor')}
          value={vendor}
          onChange={(next) => {
            setVendor(next);
            setPageNo(1);
          }}
        >
          <option value="">{t('records.allVendors')}</option>
          {vendors.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
          <option value={INHOUSE_VENDOR}>{t('records.inhouseVendor')}</option>
        </SelectField>
        <Field
          label={t('records.game')}
          type="search"
          value={gameDraft}
          maxLength={100}
          onChange={(e) => setGameDraft(e.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('records.search')}
        </Button>
      </form>
      <RangeError range={range} />
      {valid ? (
        <PagedTable
          query={bets}
          emptyText={t('records.empty')}
          before={(data) => <Summary summary={data.summary} testId="wallet-bets-summary" />}
          testId="wallet-bets-table"
          caption={t('records.betsCaption')}
          headers={[
            t('records.time'),
            t('records.vendor'),
            t('records.game'),
            t('records.stake'),
            t('records.payout'),
            t('records.net'),
          ]}
          row={(b) => (
            <tr key={b.betId}>
              <td>{format.dateTime(b.createdAt)}</td>
              <td>{b.vendor}</td>
              <td>{b.gameName}</td>
              <td className="wal-num">{format.money(b.stake)}</td>
              <td className="wal-num">{format.money(b.payout)}</td>
              <td className={b.net < 0 ? 'wal-num wal-neg' : 'wal-num wal-pos'}>{format.money(b.net)}</td>
            </tr>
          )}
          pageNo={pageNo}
          onPage={setPageNo}
          pagesLabel={t('records.betsPages')}
        />
      ) : null}
    </div>
  );
}

/**
 * `transactionHistory` — account record (§2 Member centre): every ledger movement of the member
 * (signed amount, balance after, wallet, reference) in a date range, filtered by kind, paginated.
 */
export function AccountRecordPage() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const [range, setRange] = useState<DateRange>(() => quickRange('previous7'));
  const [kind, setKind] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const valid = isValidRange(range);
  const ledger = useQuery({
    ...ledgerQuery({ ...range, kind, pageNo }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="acct-page" data-testid="wallet-ledger">
      <div className="wal-filters" role="group" aria-label={t('records.filters')}>
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
        />
        <SelectField
          label={t('records.kind')}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setPageNo(1);
          }}
        >
          <option value="">{t('records.allKinds')}</option>
          {LEDGER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <RangeError range={range} />
      {valid ? (
        <PagedTable
          query={ledger}
          emptyText={t('records.empty')}
          testId="wallet-ledger-table"
          caption={t('records.ledgerCaption')}
          headers={[
            t('records.time'),
            t('records.kind'),
            t('records.amount'),
            t('records.balanceAfter'),
            t('records.wallet'),
            t('records.reference'),
          ]}
          row={(e) => (
            <tr key={e.entryId}>
              <td>{format.dateTime(e.createdAt)}</td>
              <td>{t(`kind.${e.kind}`, { defaultValue: e.kind })}</td>
              <td className={e.amount < 0 ? 'wal-num wal-neg' : 'wal-num wal-pos'}>
                {format.money(e.amount)}
              </td>
              <td className="wal-num">{format.money(e.balanceAfter)}</td>
              <td>{e.wallet}</td>
              <td>{e.reference}</td>
            </tr>
          )}
          pageNo={pageNo}
          onPage={setPageNo}
          pagesLabel={t('records.ledgerPages')}
        />
      ) : null}
    </div>
  );
}

/** `personalProfit` — personal loss (§2 Member centre): stake, payout and net per day and in total. */
export function PersonalProfitPage() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const [range, setRange] = useState<DateRange>(() => quickRange('previous7'));
  const valid = isValidRange(range);
  const profit = useQuery({ ...personalProfitQuery(range.from, range.to), enabled: valid });
  return (
    <div className="acct-page" data-testid="wallet-profit">
      <DateRangeFilter value={range} onChange={setRange} />
      <RangeError range={range} />
      {!valid ? null : profit.isPending ? (
        <Loading />
      ) : profit.isError ? (
        <LoadError error={profit.error} retry={() => void profit.refetch()} />
      ) : (
        <>
          <Summary summary={profit.data.total} testId="wallet-profit-total" />
          {profit.data.days.length === 0 ? (
            <Empty testId="account-empty" text={t('records.empty')} />
          ) : (
            <DataTable
              testId="wallet-profit-table"
              caption={t('records.profitCaption')}
              headers={[t('records.date'), t('records.stake'), t('records.payout'), t('records.net')]}
            >
              {profit.data.days.map((d) => (
                <tr key={d.date}>
                  <td>{format.day(d.date)}</td>
                  <td className="wal-num">{format.money(d.stake)}</td>
                  <td className="wal-num">{format.money(d.payout)}</td>
                  <td className={d.net < 0 ? 'wal-num wal-neg' : 'wal-num wal-pos'}>{format.money(d.net)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </div>
  );
}

/** `bonusDetails` — the member's bonus credits (§2 Member centre), paginated. */
export function BonusDetailsPage() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useQuery({ ...bonusDetailsQuery(pageNo), placeholderData: keepPreviousData });
  return (
    <div className="acct-page" data-testid="wallet-bonuses">
      <PagedTable
        query={bonuses}
        emptyText={t('bonus.empty')}
        testId="wallet-bonuses-table"
        caption={t('bonus.caption')}
        headers={[t('records.time'), t('bonus.name'), t('records.amount'), t('records.status')]}
        row={(b) => (
          <tr key={b.id}>
            <td>{format.dateTime(b.createdAt)}</td>
            <td>{b.name}</td>
            <td className="wal-num">{format.money(b.amount)}</td>
            <td>
              <StatusBadge status={b.status} />
            </td>
          </tr>
        )}
        pageNo={pageNo}
        onPage={setPageNo}
        pagesLabel={t('bonus.pages')}
      />
    </div>
  );
}
