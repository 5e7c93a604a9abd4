import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { missionSummaryQuery } from '../../lib/api/wallet';
import { useSession } from '../../lib/session';

/**
 * Badge of the missionLeaderboard menu entry (§2: "a badge showing the mission count when above
 * 0"). Rendered by the centre panel for a page whose `props.badge` names this registry id; shows
 * nothing while loading, on error, or at 0. A module of its own, with no style sheet (the panel's
 * `.centre-link > .badge` places it): the member centre loads it with its menu, and the mission
 * page's chunk (its tables and the wallet's styles) is no longer fetched and preloaded inside the
 * panel's first commit (issue 13, TBT).
 */
export function MissionBadge() {
  const { t } = useTranslation('wallet');
  const { token } = useSession();
  const summary = useQuery({ ...missionSummaryQuery(), enabled: token !== null });
  const count = summary.data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <span className="badge" data-testid="mission-count-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('mission.badge', { count })}</span>
    </span>
  );
}
