import { useTranslation } from 'react-i18next';
import { errorMessageKey, platformErrorText } from '../lib/api/errors';
import { errorText } from '../lib/error-text';
import { Button } from './button';

/** Loading line of an account page (announced politely). */
export function AccountLoading() {
  const { t } = useTranslation('account');
  return (
    <p className="acct-muted" role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}

/** A failed load: the reason and a retry button (never a white screen). */
export function AccountLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const detail = platformErrorText(error, t);
  return (
    <div role="alert" className="acct-alert">
      <p>{t(errorMessageKey(error))}</p>
      {detail ? <p>{detail}</p> : null}
      <Button variant="ghost" onClick={retry}>
        {t('account:retry')}
      </Button>
    </div>
  );
}

/** Nothing to show. */
export function AccountEmpty({ text }: { text: string }) {
  return (
    <p className="acct-empty" role="status" data-testid="account-empty">
      {text}
    </p>
  );
}

/** The text of a failed action: the platform's own message, else the generic key's text. */
export function useActionError(): (error: unknown) => string {
  const { t } = useTranslation(['account', 'common']);
  return (error) => errorText(error, t) ?? t('common:errors.unknown');
}

/** Result line under a form: error (alert) or success (status). */
export function FormResult({ error, success }: { error: string | null; success: string | null }) {
  if (error)
    return (
      <p role="alert" className="acct-error">
        {error}
      </p>
    );
  if (success)
    return (
      <p role="status" className="acct-success">
        {success}
      </p>
    );
  return null;
}
