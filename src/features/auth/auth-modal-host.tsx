import * as Tabs from '@radix-ui/react-tabs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModal, openModal, useModal } from '../../lib/ui-store';
import { requestLogout } from '../../lib/logout';
import { forgetMemberData } from '../../lib/session-actions';
import { clearSession, getSession, useSession } from '../../lib/session';
import { AuthDialog } from './auth-dialog';
import { ChangePasswordPanel } from './change-password-panel';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { LoginPanel } from './login-panel';
import { LogoutDialog } from './logout-dialog';
import { RegisterPanel } from './register-panel';
import { SpeedTestDialog } from './speed-test-dialog';
import { useLaunchCodeFromUrl } from './use-launch-code-from-url';
import { SwitchAccountDialog } from './switch-account-dialog';
import { Button } from '../../components/button';

/**
 * Renders whichever §2 modal is open in the ui-store: loginModal (tabs login/register),
 * loginPopupModal, register, register success, forgetPassModal, changePassModal, log-out prompt,
 * need-real-account warning and the speed check. Rendered once by the root layout.
 */
export default function AuthModalHost() {
  const { name, params } = useModal();
  useLaunchCodeFromUrl();
  const { t } = useTranslation('auth');
  // Issue 14 point 7: while the member must change the password (log-in with the default or an
  // expired one, also after a reload), the change-password modal stays open; only signing out
  // leaves it. The server refuses money calls meanwhile (PASSWORD_CHANGE_REQUIRED).
  const mustChange = useSession().member?.mustChangePassword === true;
  useEffect(() => {
    // While a log-in modal is open, its flow opens the change itself (knowing the reason).
    const busy = name === 'changePassword' || name === 'logout' || name === 'login' || name === 'loginPopup';
    if (mustChange && !busy) openModal('changePassword', { reason: 'required' });
  }, [mustChange, name]);
  const forcedChange = mustChange || params.reason === 'default' || params.reason === 'expired';
  switch (name) {
    case null:
    case 'download':
      return null;
    case 'login':
      return (
        <AuthDialog title={t('loginTitle')} onClose={closeModal} testId="login-modal">
          <Tabs.Root value="login" onValueChange={(v) => v === 'register' && openModal('register')}>
            <Tabs.List className="lotus-tabs" aria-label={t('loginOrRegister')}>
              <Tabs.Trigger className="lotus-tab" value="login">
                {t('login')}
              </Tabs.Trigger>
              <Tabs.Trigger className="lotus-tab" value="register">
                {t('register')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <LoginPanel />
            </Tabs.Content>
          </Tabs.Root>
        </AuthDialog>
      );
    case 'loginPopup':
      return (
        <AuthDialog
          title={t('loginRequiredTitle')}
          description={t(params.reason === 'expired' ? 'sessionExpired' : 'loginRequired')}
          onClose={() => {
            // Giving up after an expired session logs out locally (the page then follows).
            if (getSession().expired) {
              clearSession();
              forgetMemberData();
            }
            closeModal();
          }}
          testId="login-popup"
        >
          <LoginPanel stayOnPage={params.reason === 'expired'} />
        </AuthDialog>
      );
    case 'register':
      return (
        <AuthDialog title={t('createAccount')} onClose={closeModal} testId="register-modal">
          <RegisterPanel mode="modal" />
        </AuthDialog>
      );
    case 'registerSuccess':
      return (
        <AuthDialog title={t('registeredTitle')} size="small" onClose={closeModal} testId="register-success">
          {params.variant === 'registerMobile' && params.account ? (
            <p className="lotus-notice">
              {t('generatedAccount')} <strong data-testid="generated-account">{params.account}</strong>
            </p>
          ) : null}
          <p>{t('registeredSuccessfully')}</p>
          <Button variant="primary" onClick={closeModal}>
            {t('ok')}
          </Button>
        </AuthDialog>
      );
    case 'forgotPassword':
      return (
        <AuthDialog title={t('forgotPasswordTitle')} onClose={closeModal} testId="forgot-modal">
          <ForgotPasswordPanel />
        </AuthDialog>
      );
    case 'changePassword':
      return (
        <AuthDialog
          title={t('changePasswordTitle')}
          onClose={closeModal}
          testId="change-password-modal"
          dismissable={!forcedChange}
        >
          <ChangePasswordPanel reason={params.reason} />
          {forcedChange ? (
            <Button variant="ghost" onClick={requestLogout}>
              {t('signOutInstead')}
            </Button>
          ) : null}
        </AuthDialog>
      );
    case 'logout':
      return <LogoutDialog />;
    case 'needRealAccount':
      return (
        <AuthDialog
          title={t('needRealAccountTitle')}
          size="small"
          onClose={closeModal}
          testId="need-real-account"
        >
          <p>{t('needRealAccount')}</p>
          <Button variant="primary" onClick={closeModal}>
            {t('confirm')}
          </Button>
        </AuthDialog>
      );
    case 'switchAccount':
      return (
        <SwitchAccountDialog code={params.code} from={params.from} to={params.to} failed={params.failed} />
      );
    case 'speedTest':
      return <SpeedTestDialog onClose={closeModal} />;
  }
}
