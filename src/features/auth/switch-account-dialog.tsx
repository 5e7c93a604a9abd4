import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { redeemLaunchCode } from '../../lib/api/endpoints';
import { errorText } from '../../lib/error-text';
import { reloadMember, storeLogin } from '../../lib/session-actions';
import { closeModal } from '../../lib/ui-store';
import { AuthDialog } from './auth-dialog';

/**
 * The question before a link switches accounts (issue 14 point 6): "this link signs in as B, you
 * are signed in as A". Nothing changes until the visitor chooses to switch; staying keeps A's
 * session untouched. `failed` shows that the link's code has expired or was used.
 */
export function SwitchAccountDialog(props: { code?: string; from?: string; to?: string; failed?: string }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (props.failed || !props.code) {
    return (
      <AuthDialog title={t('switchAccountTitle')} size="small" onClose={closeModal} testId="switch-account">
        <p role="alert">{t('launchLinkExpired')}</p>
        <Button variant="primary" onClick={closeModal}>
          {t('ok')}
        </Button>
      </AuthDialog>
    );
  }
  const code = props.code;
  const switchNow = () => {
    setBusy(true);
    setError(null);
    redeemLaunchCode(code)
      .then((value) => {
        storeLogin(value);
        return reloadMember();
      })
      .then(closeModal)
      .catch((failure: unknown) => setError(failure))
      .finally(() => setBusy(false));
  };
  return (
    <AuthDialog title={t('switchAccountTitle')} size="small" onClose={closeModal} testId="switch-account">
      <p>{t('switchAccountQuestion', { to: props.to, from: props.from })}</p>
      {error ? <p role="alert">{errorText(error, t, 'auth')}</p> : null}
      <div className="lotus-auth__row">
        <Button variant="primary" onClick={switchNow} disabled={busy} aria-busy={busy}>
          {t('switchAccountTo', { to: props.to })}
        </Button>
        <Button variant="secondary" onClick={closeModal} disabled={busy}>
          {t('stayAs', { from: props.from })}
        </Button>
      </div>
    </AuthDialog>
  );
}
