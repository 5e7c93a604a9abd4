import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { responsibleGamingQuery, sessionResultQuery } from '../../lib/api/account';
import { isTrial, useSession } from '../../lib/session';
import { requestLogout } from '../../lib/logout';
import { formatMoney } from '../../../core/money';
import { nextCheckDelay, splitDuration } from './reality-check-timing';
import '../../components/panel-page.css';
import { Button } from '../../components/button';

/**
 * `account.realityCheck` (overlay; responsible gaming): for a logged-in real player with an
 * interval set, every N minutes since log-in an accessible dialog shows the time played this
 * session and the net result of the games played since log-in (payouts − stakes, from
 * `GET /wps/member/responsibleGaming/session`, fetched afresh for each reminder; deposits,
 * withdrawals, bonuses and rebates are not game results), with "Continue" and "Log out" (the §4
 * logout confirmation). The dialog appears once that answer is in; when it fails the net result
 * reads "not available". Nothing renders otherwise.
 */
export default function RealityCheck() {
  const { t, i18n } = useTranslation('account');
  const { token, member } = useSession();
  const active = token !== null && !isTrial(member);
  const rg = useQuery({ ...responsibleGamingQuery(), enabled: active, staleTime: 5 * 60_000 });
  // Epoch ms the open reminder fired; null while closed.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const result = useQuery({ ...sessionResultQuery(openedAt ?? 0), enabled: active && openedAt !== null });
  const minutes = active ? (rg.data?.realityCheckMinutes ?? 0) : 0;
  const startedAt = rg.data?.sessionStartedAt ?? null;
  const open = openedAt !== null;

  useEffect(() => {
    if (open || minutes <= 0 || startedAt === null) return;
    const timer = setTimeout(() => setOpenedAt(Date.now()), nextCheckDelay(startedAt, minutes, Date.now()));
    return () => clearTimeout(timer);
  }, [open, minutes, startedAt]);

  if (!active || openedAt === null || startedAt === null || result.isPending) return null;
  const played = splitDuration(openedAt - startedAt);
  const net = result.data?.net ?? null;
  const symbol = rg.data?.currencySymbol ?? '';
  const netText =
    net === null
      ? t('realityCheck.netUnknown')
      : `${net > 0 ? '+' : net < 0 ? '−' : ''}${formatMoney(Math.abs(net), { code: rg.data?.currency, symbol, minorUnits: rg.data?.minorUnits }, i18n.language)}`;

  return (
    <Dialog.Root open onOpenChange={(next) => !next && setOpenedAt(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="acct-overlay" />
        <Dialog.Content className="acct-dialog" role="alertdialog" data-testid="reality-check">
          <Dialog.Title>{t('realityCheck.dialogTitle')}</Dialog.Title>
          <Dialog.Description asChild>
            <div>
              <p>{t('realityCheck.played', { hours: played.hours, minutes: played.minutes })}</p>
              <p>{t('realityCheck.net', { amount: netText })}</p>
            </div>
          </Dialog.Description>
          <div className="acct-dialog-actions">
            <Button variant="primary" onClick={() => setOpenedAt(null)}>
              {t('realityCheck.continue')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setOpenedAt(null);
                requestLogout();
              }}
            >
              {t('realityCheck.logout')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
