import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { changePasswordMachine, type ChangePasswordData } from '../../../machines/change-password';
import { DEFAULT_FLAGGED_PASSWORD } from '../../../machines/login';
import { changePassword } from '../../lib/api/endpoints';
import { closeModal } from '../../lib/ui-store';
import type { FormValues } from '../../forms/converter';
import { SchemaForm } from './lazy-schema-form';
import { errorText as failureText } from '../../lib/error-text';
import { reloadMember } from '../../lib/session-actions';
import { useAuthData } from './use-auth-data';
import { LoadError, Loading } from '../../components/states';
// The auth screens' own styles (tabs, fields, links): this panel also renders outside AuthDialog.
import './auth.css';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Change password (§2 changePassModal, §4 "After a password change: login info reloads, modal
 * closes, user goes to /"). `reason` `default` means the player logged in with the default
 * password `{secret}`, which is then already known and not asked again (§5).
 */
export function ChangePasswordPanel(props: { reason?: string }) {
  const data = useAuthData();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const passwordKnown = props.reason === 'default';
  const machine = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: {
          changePassword: fromPromise<void, ChangePasswordData>(async ({ input }) => {
            await changePassword(input);
          }),
          reloadMember: fromPromise(reloadMember),
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine);
  useEffect(() => {
    if (state.status !== 'done') return;
    closeModal();
    void navigate('/');
  }, [state.status, navigate]);

  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <LoadError error={data.error} retry={data.retry} />;
  return (
    <div className="lotus-auth" data-testid="change-password-panel">
      {props.reason ? (
        <p className="lotus-notice">
          {t(
            props.reason === 'default'
              ? 'mustChangeDefault'
              : props.reason === 'expired'
                ? 'mustChangeExpired'
                : 'mustChangeRequired',
          )}
        </p>
      ) : null}
      <SchemaForm
        variant="changePassword"
        rules={data.register.rules}
        flags={data.register.flags}
        options={{ passwordKnown }}
        onSubmit={(v: FormValues) =>
          send({
            type: 'password.submit',
            data: {
              oldPassword: passwordKnown ? DEFAULT_FLAGGED_PASSWORD : text(v.oldPassword),
              newPassword: text(v.newPassword),
              confirmNewPassword: text(v.confirmNewPassword),
            },
          })
        }
        submitLabel={t('changePassword')}
        busy={state.hasTag('busy')}
        errorMessage={failureText(state.context.error, t, 'auth')}
      />
    </div>
  );
}
