import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { closeModal, openModal, type ModalName } from '../../lib/ui-store';
import { requestLogout } from '../../lib/logout';
import { forgetMemberData } from '../../lib/session-actions';
import { clearSession, getSession } from '../../lib/session';
import { AuthDialog } from './auth-dialog';
import { ChangePasswordPanel } from './change-password-panel';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { LoginPanel } from './login-panel';
import { LogoutDialog } from './logout-dialog';
import { RegisterPanel } from './register-panel';
import { SpeedTestDialog } from './speed-test-dialog';
import { SwitchAccountDialog } from './switch-account-dialog';
import { Button } from '../../components/button';

/**
 * The §2 modal named `name`: loginModal (tabs login/register), loginPopupModal, register, register
 * success, forgetPassModal, changePassModal, log-out prompt, need-real-account warning, switch
 * account and the speed check. Its own chunk, loaded by {@link AuthModalHost} when a modal first
 * opens, so none of the panels, machines or Radix dialog code is fetched for a page with no modal.
 * @param forcedChange the change-password modal may not be dismissed (a required change).
 */
export default function AuthModals({
  name,
  params,
  forcedChange,
}: {
  name: ModalName;
  params: Record<string, string>;
  forcedChange: boolean;
}) {
  const { t } = useTranslation('auth');
  switch (name) {
    case 'download':
    case 'announcements':
    case 'afterLogin':
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
