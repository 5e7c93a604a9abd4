import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, PinField } from './field';
import { FormResult, useActionError } from './states';
import { boundOf, decimalsKey, parseAmount, type AmountProblem, type AmountRules } from '../../core/money';
import { useFormat } from '../lib/format';
import './panel-page.css';
import { Button } from './button';
import { useRequestId } from '../lib/use-request-id';

/**
 * The translated message of a refused amount (`wallet:amount.*`): the bound it broke (min, max,
 * balance, formatted in the brand currency), or the number of decimals allowed (`rules.decimals`,
 * else the brand currency's `minorUnits`; 0 reads "a whole amount").
 */
export function useAmountMessage(): (problem: AmountProblem, rules: AmountRules) => string {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  return (problem, rules) => {
    if (problem === 'decimals') {
      const decimals = rules.decimals ?? format.minorUnits;
      return t(`amount.${decimalsKey(decimals)}`, { count: decimals });
    }
    return t(`amount.${problem}`, { amount: format.money(boundOf(problem, rules) ?? 0) });
  };
}

/** What a {@link PaymentForm} hands to its mutation: the amount (major units) and the password. */
export interface PaymentValues {
  amount: number;
  paymentPassword: string;
  /** The form's idempotency key: kept for a retry after a lost answer ({@link useRequestId}). */
  requestId: string;
}

/**
 * A money form guarded by the payment password (§2 withdraw, transferUpline, the agent centre's
 * transfer to a downline, §6): extra fields
 * (`children`, e.g. the bank account), the amount checked against `rules` (min/max/balance, major
 * units; at most `rules.decimals` decimals, by default the brand currency's `minorUnits`) with the
 * available balance as a hint, the payment password, the server's answer and the
 * submit button. Invalid input is refused with translated messages and kept; after a success both
 * fields are cleared. `mutation` receives `toVariables(values)`.
 */
export function PaymentForm<TData, TVariables>({
  label,
  testId,
  amountLabel,
  submitLabel,
  rules,
  mutation,
  toVariables,
  successText,
  children,
}: {
  /** Accessible name of the form. */
  label: string;
  testId?: string;
  amountLabel: string;
  submitLabel: string;
  rules: AmountRules & { balance: number };
  mutation: UseMutationResult<TData, Error, TVariables>;
  toVariables: (values: PaymentValues) => TVariables;
  successText: (data: TData) => string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const actionError = useActionError();
  const amountMessage = useAmountMessage();
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountRules: AmountRules = { ...rules, decimals: rules.decimals ?? format.minorUnits };
    const parsed = parseAmount(amount, amountRules);
    const found: typeof errors = {};
    if ('problem' in parsed) found.amount = amountMessage(parsed.problem, amountRules);
    if (password === '') found.password = t('withdraw.passwordRequired');
    setErrors(found);
    if ('problem' in parsed || found.password) return;
    mutation.mutate(
      toVariables({ amount: parsed.value, paymentPassword: password, requestId: requestId.current() }),
      {
        onSettled: (_data, error) => requestId.settle(error),
        onSuccess: () => {
          setAmount('');
          setPassword('');
        },
      },
    );
  };
  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-label={label} data-testid={testId}>
      {children}
      <Field
        label={amountLabel}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={errors.amount}
        hint={t('transfer.available', { amount: format.money(rules.balance) })}
        onChange={(e) => setAmount(e.target.value)}
      />
      <PinField
        label={t('withdraw.password')}
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormResult
        error={mutation.isError ? actionError(mutation.error) : null}
        success={mutation.isSuccess ? successText(mutation.data) : null}
      />
      <Button type="submit" variant="primary" disabled={mutation.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
