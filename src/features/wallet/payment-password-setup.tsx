import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys, savePaymentPassword } from '../../lib/api/account';
import { registerSettingsQuery } from '../../lib/api/queries';
import { walletKeys } from '../../lib/api/wallet';
import type { FormValues } from '../../forms/converter';
import { LazySchemaForm } from '../../forms/lazy-schema-form';
import { LoadError, Loading, useActionError } from '../../components/states';

const text = (value: FormValues[keyof FormValues]) => (typeof value === 'string' ? value : '');

/** The first field a player can type in under `root` (none while the form chunk still loads). */
const firstInput = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea');

/**
 * Brings `root` to the top of the view and focuses its first input as soon as one is rendered
 * (the generated form arrives in a lazy chunk after the register rules load). Runs once, on mount.
 */
function useFocusOnArrival(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const focus = (): boolean => {
      const input = firstInput(element);
      if (!input) return false;
      // Instant (not smooth) scroll: nothing glides for players who ask for reduced motion.
      // (jsdom has no scrollIntoView.)
      if ('scrollIntoView' in element) element.scrollIntoView({ block: 'start' });
      input.focus({ preventScroll: true });
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}

/**
 * The first payment password, set right on the withdraw page (§2 withdraw, issue 12 "the first
 * withdrawal"): a member without one sees this form scrolled into view with its first input
 * focused, inside a form landmark named by its heading, instead of a link to the top of "my
 * account". The form is the forms converter's `paymentPassword` variant under the brand's rules
 * (`GET /wps/system/setting/register`), sent to `POST /wps/member/paymentPassword` (enc). After
 * a save the withdraw settings and the profile are refetched, so the withdraw form replaces this
 * one, and `onSaved` runs. A refusal shows the platform's message and keeps what was typed.
 */
export function PaymentPasswordSetup({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const headingId = useId();
  const root = useRef<HTMLElement>(null);
  const register = useQuery(registerSettingsQuery());
  const save = useMutation({
    mutationFn: savePaymentPassword,
    onSuccess: async () => {
      onSaved();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.withdrawConfig() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
      ]);
    },
  });
  useFocusOnArrival(root);

  return (
    <section
      ref={root}
      className="acct-form wal-password-setup"
      aria-labelledby={headingId}
      data-testid="wallet-withdraw-set-password"
    >
      <h5 id={headingId}>{t('withdraw.passwordTitle')}</h5>
      <p className="acct-muted">{t('withdraw.setPassword')}</p>
      {register.isError ? (
        <LoadError error={register.error} retry={() => void register.refetch()} />
      ) : register.data === undefined ? (
        <Loading />
      ) : (
        <LazySchemaForm
          fallback={<Loading />}
          variant="paymentPassword"
          ariaLabel={t('withdraw.passwordTitle')}
          clearErrorOnEdit
          rules={register.data.rules}
          flags={register.data.flags}
          options={{ paymentPasswordSet: false }}
          submitLabel={t('withdraw.passwordSubmit')}
          busy={save.isPending}
          errorMessage={save.isError ? actionError(save.error) : null}
          onSubmit={(values) =>
            save.mutate({
              newPaymentPassword: text(values.newPaymentPassword),
              confirmPaymentPassword: text(values.confirmPaymentPassword),
            })
          }
        />
      )}
    </section>
  );
}
