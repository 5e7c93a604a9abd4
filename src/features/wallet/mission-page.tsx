import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leaderboardQuery, missionSummaryQuery } from '../../lib/api/wallet';
import { Empty, LoadError, Loading } from '../../components/states';
import { useFormat } from '../../lib/format';
import { StatusBadge } from './status-badge';
import '../../components/panel-page.css';
import './wallet.css';
import { DataTable } from '../../components/data-table';

/** `missionLeaderboard` — mission activity (§2 Member centre): the missions with progress, and the leaderboard. */
export function MissionPage() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const summary = useQuery(missionSummaryQuery());
  const board = useQuery(leaderboardQuery());
  const failed = summary.isError ? summary : board.isError ? board : null;
  if (failed) return <LoadError error={failed.error} retry={() => void failed.refetch()} />;
  const missions = summary.data;
  const leaders = board.data;
  if (missions === undefined || leaders === undefined) return <Loading />;
  return (
    <div className="acct-page" data-testid="wallet-missions">
      <section className="acct-section" aria-labelledby="wal-missions-title">
        <h4 id="wal-missions-title">{t('mission.title', { count: missions.count })}</h4>
        {missions.missions.length === 0 ? (
          <Empty testId="account-empty" text={t('mission.empty')} />
        ) : (
          <ul className="wal-list">
            {missions.missions.map((m) => (
              <li key={m.id} className="wal-card">
                <div className="acct-toolbar">
                  <strong id={`wal-mission-${m.id}`}>{m.title}</strong>
                  <StatusBadge status={m.status} />
                </div>
                <div className="wal-progress">
                  <span id={`wal-mission-${m.id}-progress`}>
                    {t('mission.progress', { progress: m.progress, target: m.target })}
                  </span>
                  <progress
                    max={m.target}
                    value={Math.min(m.progress, m.target)}
                    aria-labelledby={`wal-mission-${m.id} wal-mission-${m.id}-progress`}
                  />
                </div>
                <span className="acct-muted">{t('mission.reward', { amount: format.money(m.reward) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="acct-section" aria-labelledby="wal-board-title">
        <h4 id="wal-board-title">{t('mission.leaderboard')}</h4>
        {leaders.length === 0 ? (
          <Empty testId="account-empty" text={t('mission.noBoard')} />
        ) : (
          <DataTable
            testId="wallet-leaderboard"
            caption={t('mission.leaderboard')}
            headers={[t('mission.rank'), t('mission.player'), t('mission.points')]}
          >
            {leaders.map((r) => (
              <tr key={r.rank}>
                <td>{r.rank}</td>
                <td>{r.player}</td>
                <td className="wal-num">{r.points}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
