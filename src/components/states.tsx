import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, platformErrorText } from '../lib/api/errors';
import { errorText } from '../lib/error-text';
import { Button } from './button';
import './states.css';

/**
 * The site's one set of loading, failed-load and empty states (every feature uses these; §8: a
 * failing call shows a clear message and a way to retry, never a white screen). Texts come from
 * `common` (always loaded), so a state reads the same on every screen.
 */

/** A loading line, announced politely. */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <p className="state-status" role="status" aria-live="polite">
      {t('state.loading')}
    </p>
  );
}

/**
 * A failed load: the §8 cause (network abnormal, timeout, …), the platform's own text for a refusal
 * (translated when its code is known) and a retry button.
 */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="state-alert">
      <ErrorDetail error={error} />
      <Button variant="secondary" onClick={retry}>
        {t('action.retry')}
      </Button>
    </div>
  );
}

/**
 * The lines that say why a call failed: the §8 cause, then the platform's own text for a refusal
 * (translated when its code is known). For failures shown without a retry (a refused bet).
 */
export function ErrorDetail({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const detail = platformErrorText(error, t);
  return (
    <>
      <p>{t(errorMessageKey(error))}</p>
      {detail ? <p className="state-detail">{detail}</p> : null}
    </>
  );
}

/** Nothing to show (the text says what is missing and, where it helps, what to do). */
export function Empty({ text, testId = 'empty-state' }: { text: string; testId?: string }) {
  return (
    <p className="state-empty" role="status" data-testid={testId}>
      {text}
    </p>
  );
}

/**
 * The states of one server-fed section: {@link Loading} (or `placeholder`, a skeleton holding the
 * content's space so nothing jumps when it arrives) while pending, {@link LoadError} on a
 * failure, {@link Empty} when there is nothing, else `children`.
 */
export function QueryState(props: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  if (props.isPending) return props.placeholder ? <>{props.placeholder}</> : <Loading />;
  if (props.error) return <LoadError error={props.error} retry={props.onRetry} />;
  if (props.isEmpty) return <Empty text={props.emptyText} />;
  return <>{props.children}</>;
}

/** The text of a failed action: {@link errorText}, in the player's language. */
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
