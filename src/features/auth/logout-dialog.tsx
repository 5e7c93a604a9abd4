import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { logoutMachine } from '../../../machines/logout';
import { logout } from '../../lib/api/endpoints';
import { forgetMemberData } from '../../lib/session-actions';
import { clearSession } from '../../lib/session';
import { closeModal } from '../../lib/ui-store';
import { AuthDialog } from './auth-dialog';
import { Button } from '../../components/button';

/**
 * Log-out confirmation (§4 Logout): prompt 'sure to log out' with cancel and confirm; confirm
 * makes the DELETE call, clears session storage except the merchant code and returns to /.
 */
export function LogoutDialog() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      logoutMachine.provide({
        actors: {
          logout: fromPromise<void>(async () => {
            await logout();
          }),
        },
        actions: {
          clearSession: () => {
            clearSession();
            forgetMemberData();
          },
          goHome: () => {
            closeModal();
            void navigate('/');
          },
        },
      }),
    [navigate],
  );
  const [state, send] = useMachine(machine);
  useEffect(() => {
    if (state.matches('idle')) send({ type: 'logout.request' });
  }, [state, send]);

  const cancel = () => {
    send({ type: 'logout.cancel' });
    closeModal();
  };
  return (
    <AuthDialog title={t('logoutTitle')} size="small" onClose={cancel} testId="logout-dialog">
      <p>{t('logoutConfirm')}</p>
      <div className="lotus-auth__row">
        <Button variant="ghost" onClick={cancel} disabled={state.hasTag('busy')}>
          {t('cancel')}
        </Button>
        <Button
          variant="primary"
          onClick={() => send({ type: 'logout.confirm' })}
          disabled={state.hasTag('busy')}
        >
          {t('confirm')}
        </Button>
      </div>
    </AuthDialog>
  );
}
