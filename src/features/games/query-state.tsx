import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../lib/api/errors';
import { Button } from '../../components/button';

/**
 * Loading, error-with-retry and empty states of one server-fed section. Renders `children` only
 * when there is data to show. The error names the §8 cause (network abnormal, timeout, …) and the
 * server's own message for a platform refusal.
 */
export function QueryState(props: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['games', 'common']);
  if (props.isPending) {
    return (
      <p className="games-status" role="status" aria-live="polite">
        {t('games:state.loading')}
      </p>
    );
  }
  if (props.error) {
    const server =
      props.error instanceof ApiError && props.error.kind === 'platform' ? props.error.message : '';
    return (
      <div className="games-status games-error" role="alert">
        <p>{t(errorMessageKey(props.error))}</p>
        {server ? <p className="games-server-message">{server}</p> : null}
        <Button variant="secondary" onClick={props.onRetry}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  }
  if (props.isEmpty) return <p className="games-status">{props.emptyText}</p>;
  return <>{props.children}</>;
}
