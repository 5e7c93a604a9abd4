import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/states';
import {
  lotteryBetsQuery,
  lotteryStatsQuery,
  type LotteryBetStatus,
  type NumberStat,
} from '../../lib/api/lottery';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { hotAndCold } from './lottery-logic';

function StatList({
  title,
  numbers,
  testId,
}: {
  title: string;
  numbers: readonly NumberStat[];
  testId: string;
}) {
  const { t } = useTranslation('lottery');
  return (
    <table className="lot-table" data-testid={testId}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('stats.number')}</th>
          <th scope="col">{t('stats.hits')}</th>
          <th scope="col">{t('stats.lastSeen')}</th>
        </tr>
      </thead>
      <tbody>
        {numbers.map((n) => (
          <tr key={n.number}>
            <th scope="row" dir="ltr">
              {n.number}
            </th>
            <td>{n.hits}</td>
            <td>{n.lastSeenDraws}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Hot and cold numbers of a game (§9 "VN numbers 100"): the 10 numbers seen in most of the last
 * draws and the 10 unseen the longest, with their hits and the draws since last seen.
 */
export function HotCold({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const ids = useId();
  const stats = useQuery(lotteryStatsQuery(gameCode));
  const { hot, cold } = hotAndCold(stats.data?.numbers ?? []);
  return (
    <section className="lot-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('stats.title')}</h2>
      <QueryState
        isPending={stats.isPending}
        error={stats.error}
        isEmpty={(stats.data?.draws ?? 0) === 0}
        emptyText={t('stats.none')}
        onRetry={() => void stats.refetch()}
      >
        <p className="lot-muted">{t('stats.intro', { draws: stats.data?.draws ?? 0 })}</p>
        <div className="lot-two">
          <StatList title={t('stats.hot')} numbers={hot} testId="hot-numbers" />
          <StatList title={t('stats.cold')} numbers={cold} testId="cold-numbers" />
        </div>
      </QueryState>
    </section>
  );
}

const STATUSES: readonly LotteryBetStatus[] = ['pending', 'won', 'lost'];

/** "My bets" of one game (token): draw, bet type, numbers, points, cost, status and payout. */
export function MyBets({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const ids = useId();
  const session = useSession();
  const account = session.member?.account ?? '';
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<LotteryBetStatus | ''>('');
  const filter = { gameCode, pageNo, ...(status ? { status } : {}) };
  const bets = useQuery({ ...lotteryBetsQuery(account, filter), enabled: session.token !== null });
  const list = bets.data?.list ?? [];
  return (
    <section className="lot-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('bets.title')}</h2>
      {!session.token ? (
        <p className="lot-muted">{t('bets.loginToSee')}</p>
      ) : (
        <>
          <div className="lot-field lot-inline">
            <label htmlFor={`${ids}-status`}>{t('bets.status')}</label>
            <select
              id={`${ids}-status`}
              value={status}
              onChange={(event) => {
                const value = STATUSES.find((s) => s === event.target.value);
                setStatus(value ?? '');
                setPageNo(1);
              }}
            >
              <option value="">{t('bets.all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`bets.statusName.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <QueryState
            isPending={bets.isPending}
            error={bets.error}
            isEmpty={list.length === 0}
            emptyText={t('bets.none')}
            onRetry={() => void bets.refetch()}
          >
            <div className="table-scroll">
              <table className="lot-table" data-testid="my-bets">
                <thead>
                  <tr>
                    <th scope="col">{t('bets.placedAt')}</th>
                    <th scope="col">{t('bets.draw')}</th>
                    <th scope="col">{t('bets.betType')}</th>
                    <th scope="col">{t('bets.numbers')}</th>
                    <th scope="col">{t('bets.points')}</th>
                    <th scope="col">{t('bets.cost')}</th>
                    <th scope="col">{t('bets.status')}</th>
                    <th scope="col">{t('bets.payout')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((bet) => (
                    <tr key={bet.betId}>
                      <td>{format.dateTime(bet.createdAt)}</td>
                      <td>{`${bet.stationCode} · ${format.localDateTime(bet.drawKey)}`}</td>
                      <td>{t(`betType.${bet.betType}`, { defaultValue: bet.betType })}</td>
                      <td dir="ltr">{bet.numbers.join(', ')}</td>
                      <td>{bet.points}</td>
                      <td>{format.money(bet.cost)}</td>
                      <td>
                        <span className={`lot-status lot-status-${bet.status}`}>
                          {t(`bets.statusName.${bet.status}`)}
                        </span>
                      </td>
                      <td>{bet.status === 'pending' ? '–' : format.money(bet.payout)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={pageNo}
              totalPages={bets.data?.totalPages ?? 1}
              onChange={setPageNo}
              label={t('bets.pages')}
            />
          </QueryState>
        </>
      )}
    </section>
  );
}
