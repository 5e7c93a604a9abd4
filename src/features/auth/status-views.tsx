import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/api/errors';
import { Button } from '../../components/button';

/** Shown while a form's settings load. */
export function AuthLoading() {
  const { t } = useTranslation('auth');
  return (
    <p className="lotus-muted" role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}

/** A failing call: a clear message and a way to retry (never a white screen). */
export function AuthLoadError(props: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div role="alert" className="lotus-alert">
      <p>{t(errorMessageKey(props.error))}</p>
      <Button variant="primary" onClick={props.retry}>
        {t('auth:retry')}
      </Button>
    </div>
  );
}
