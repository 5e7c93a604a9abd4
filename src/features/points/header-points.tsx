import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../layout/links';
import { pointBalanceQuery } from '../../lib/api/points';
import { numberFormatter } from '../../lib/format';
import { useSession } from '../../lib/session';
import './points.css';

/**
 * Header points balance (§2 Layout: "optional points balance, shown when the points-system flag is
 * on and the balance is above 0"). layouts/chrome.json places it next to `header.balance` and gates
 * it on log-in and the `pointsSystem` flag; it hides itself at 0. Its query key is under
 * `['wallet']`, so it follows every bet, redeem and convert. A link to /pointMall.
 */
export function HeaderPoints() {
  const { t, i18n } = useTranslation('points');
  const { token } = useSession();
  const balance = useQuery({ ...pointBalanceQuery(), enabled: token !== null });
  const points = balance.data?.points ?? 0;
  if (token === null || points <= 0) return null;
  const value = numberFormatter(i18n.language, 'count').format(points);
  return (
    <SiteLink
      to="/pointMall"
      className="header-points"
      data-testid="header-points"
      aria-label={t('header', { value })}
    >
      <span aria-hidden="true">★</span>
      <span>{value}</span>
      <span className="header-points-label">{t('unit')}</span>
    </SiteLink>
  );
}
