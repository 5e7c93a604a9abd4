import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/errors';
import { addBankAccount, banksQuery, walletKeys, type Bank } from '../../lib/api/wallet';
import { Field } from '../../components/field';
import { FormResult, LoadError, useActionError } from '../../components/states';
import { Button } from '../../components/button';

/** The account number without the spaces and dashes people type (the server ignores them too). */
const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/**
 * The bank of a payout account: a labelled native `<select>` of the brand's bank list (keyboard
 * and screen-reader friendly, full width on a phone), with a "Choose your bank" first option and
 * its error tied by `aria-describedby`. The value is the bank's `code`.
 */
function BankSelect({
  banks,
  value,
  error,
  onChange,
}: {
  banks: readonly Bank[];
  value: string;
  error: string | undefined;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const id = useId();
  return (
    <div className="acct-field">
      <label htmlFor={id}>{t('bank.bankName')}</label>
      <select
        id={id}
        className="acct-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('bank.choose')}</option>
        {banks.map((b) => (
          <option key={b.code} value={b.code}>
            {b.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="acct-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Add a payout bank account (§2 withdraw "bank card"; docs/contract-wallet.md "Bank accounts",
 * docs/contract-banks.md): the bank is chosen from the brand's list (`GET /wps/wallet/banks`) and
 * sent as its name; holder name and 6–20 digit number are checked before sending. A bank the
 * server no longer lists (`UNKNOWN_BANK`) reads a translated message and the list is refetched;
 * what was typed stays.
 */
export function BankAccountForm() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const banks = useQuery(banksQuery());
  const [bankCode, setBankCode] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [errors, setErrors] = useState<{ bankName?: string; accountName?: string; accountNumber?: string }>(
    {},
  );
  const add = useMutation({
    mutationFn: addBankAccount,
    onSuccess: async () => {
      setBankCode('');
      setAccountName('');
      setAccountNumber('');
      await queryClient.invalidateQueries({ queryKey: walletKeys.bankAccounts() });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'UNKNOWN_BANK') void banks.refetch();
    },
  });
  const list = banks.data ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bank = list.find((b) => b.code === bankCode);
    const found: typeof errors = {};
    if (!bank) found.bankName = t('bank.bankRequired');
    if (accountName.trim() === '') found.accountName = t('required');
    if (!/^\d{6,20}$/.test(digitsOf(accountNumber))) found.accountNumber = t('bank.numberInvalid');
    setErrors(found);
    if (!bank || Object.keys(found).length > 0) return;
    add.mutate({
      bankName: bank.name,
      accountName: accountName.trim(),
      accountNumber: digitsOf(accountNumber),
    });
  };
  const failure = !add.isError
    ? null
    : add.error instanceof ApiError && add.error.code === 'UNKNOWN_BANK'
      ? t('bank.unknownBank')
      : actionError(add.error);
  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-label={t('bank.form')}>
      {banks.isError ? (
        <LoadError error={banks.error} retry={() => void banks.refetch()} />
      ) : (
        <BankSelect
          banks={list}
          value={bankCode}
          error={errors.bankName}
          onChange={(code) => {
            setBankCode(code);
            if (errors.bankName) setErrors({ ...errors, bankName: undefined });
          }}
        />
      )}
      <Field
        label={t('bank.accountName')}
        autoComplete="name"
        value={accountName}
        error={errors.accountName}
        onChange={(e) => setAccountName(e.target.value)}
      />
      <Field
        label={t('bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        value={accountNumber}
        error={errors.accountNumber}
        onChange={(e) => setAccountNumber(e.target.value)}
      />
      <FormResult error={failure} success={add.isSuccess ? t('bank.added') : null} />
      <Button type="submit" variant="primary" disabled={add.isPending || banks.isPending}>
        {t('bank.submit')}
      </Button>
    </form>
  );
}
