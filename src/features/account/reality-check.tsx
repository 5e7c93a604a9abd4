import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { responsibleGamingQuery } from '../../lib/api/account';
import { balanceQuery } from '../../lib/api/queries';
import { isTrial, useSession } from '../../lib/session';
import { requestLogout } from '../auth/logout';
import { formatMoney } from '../shell/components/balance';
import { nextCheckDelay, splitDuration } from './reality-check-timing';
import './account.css';

/** sessionStorage key of the balance seen first in this session (net result baseline). */
export const START_BALANCE_KEY = 'lotus.realityCheck.start';

interface StartBalance {
  sessionStartedAt: number;
  balance: number;
}

function readStart(sessionStartedAt: number): number | null {
  try {
    const raw = sessionStorage.getItem(START_BALANCE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StartBalance>) : null;
    return parsed?.sessionStartedAt === sessionStartedAt && typeof parsed.balance === 'number' ? parsed.balance : null;
  } catch {
    return null;
  }
}

function writeStart(value: StartBalance): void {
  try {
    sessionStorage.setItem(START_BALANCE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the net result then counts from this page load.
  }
}

/**
 * `account.realityCheck` (overlay; responsible gaming): for a logged-in real player with an
 * interval set, every N minutes since log-in an accessible dialog shows the time played this
 * session and the net result (wallet balance now minus the first balance of the session), with
 * "Continue" and "Log out" (the §4 logout confirmation). Nothing renders otherwise.
 */
export default function RealityCheck() {
  const { t, i18n } = useTranslation('account');
  const { token, member } = useSession();
  const active = token !== null && !isTrial(member);
  const rg = useQuery({ ...responsibleGamingQuery(), enabled: active, staleTime: 5 * 60_000 });
  const balance = useQuery({ ...balanceQuery(), enabled: active });
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const minutes = active ? (rg.data?.realityCheckMinutes ?? 0) : 0;
  const startedAt = rg.data?.sessionStartedAt ?? null;
  const current = balance.data?.sumBalance ?? null;
  // The first balance seen in this session is the baseline of the net result (kept across reloads).
  const start = startedAt !== null && current !== null ? (readStart(startedAt) ?? current) : null;
  useEffect(() => {
    if (startedAt !== null && current !== null && readStart(startedAt) === null)
      writeStart({ sessionStartedAt: startedAt, balance: current });
  }, [startedAt, current]);

  const { refetch } = balance;
  useEffect(() => {
    if (open || minutes <= 0 || startedAt === null) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
      setOpen(true);
      void refetch();
    }, nextCheckDelay(startedAt, minutes, Date.now()));
    return () => clearTimeout(timer);
  }, [open, minutes, startedAt, refetch]);

  if (!active || !open || startedAt === null) return null;
  const played = splitDuration(now - startedAt);
  const net = current !== null && start !== null ? Math.round((current - start) * 100) / 100 : null;
  const symbol = balance.data?.currencySymbol ?? '';
  const netText =
    net === null ? t('realityCheck.netUnknown') : `${net > 0 ? '+' : net < 0 ? '−' : ''}${formatMoney(Math.abs(net), symbol, i18n.language)}`;

  return (
    <Dialog.Root open onOpenChange={(next) => !next && setOpen(false)}>
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
            <button type="button" className="acct-button acct-button--primary" onClick={() => setOpen(false)}>
              {t('realityCheck.continue')}
            </button>
            <button
              type="button"
              className="acct-button"
              onClick={() => {
                setOpen(false);
                requestLogout();
              }}
            >
              {t('realityCheck.logout')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
