import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createDeposit,
  depositMethodsQuery,
  depositOrdersQuery,
  type DepositMethod,
  type DepositMethods,
  type DepositOrder,
} from '../../lib/api/wallet';
import { Field } from '../../components/field';
import { Empty, LoadError, Loading, FormResult, useActionError } from '../../components/states';
import { parseAmount } from '../../../core/money';
import { useFormat } from '../../lib/format';
import { useAmountMessage } from '../../components/payment-form';
import { StatusBadge } from './status-badge';
import { useInvalidateWallet } from './use-money-action';
import '../../components/panel-page.css';
import './wallet.css';
import { PagedTable } from '../../components/data-table';
import { Button } from '../../components/button';
import { useRequestId } from '../../lib/use-request-id';
import { DepositOrderPanel } from './deposit-order';

/** Steps of the deposit tutorial per method type (`wallet:deposit.tutorial.<type>.<n>`). */
const TUTORIAL_STEPS = 4;

function Tutorial({ method }: { method: DepositMethod }) {
  const { t } = useTranslation('wallet');
  const [open, setOpen] = useState(false);
  const id = `wal-tutorial-${method.id}`;
  return (
    <section className="acct-section">
      <h4>
        <button
          type="button"
          className="wal-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {t('deposit.tutorialTitle', { method: method.name })}
        </button>
      </h4>
      {open ? (
        <div id={id}>
          <ol className="wal-steps">
            {Array.from({ length: TUTORIAL_STEPS }, (_, i) => (
              <li key={i}>{t(`deposit.tutorial.${method.type}.${i + 1}`)}</li>
            ))}
          </ol>
          {method.tutorialUrl ? (
            <a href={method.tutorialUrl} target="_blank" rel="noreferrer noopener">
              {t('deposit.tutorialMore')}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function DepositForm({ value }: { value: DepositMethods }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const amountMessage = useAmountMessage();
  const actionError = useActionError();
  const invalidate = useInvalidateWallet();
  const [methodId, setMethodId] = useState(value.methods[0]?.id ?? '');
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const deposit = useMutation({ mutationFn: createDeposit, onSuccess: () => invalidate() });
  const method = value.methods.find((m) => m.id === methodId) ?? value.methods[0];
  if (!method) return null;
  const remaining = value.depositLimitRemaining;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rules = { min: method.min, max: method.max, decimals: format.minorUnits };
    const parsed = parseAmount(amount, rules);
    if ('problem' in parsed) {
      setError(amountMessage(parsed.problem, rules));
      return;
    }
    if (remaining !== null && parsed.value > remaining) {
      setError(t('deposit.overLimit', { amount: format.money(remaining) }));
      return;
    }
    setError(null);
    deposit.mutate(
      { requestId: requestId.current(), methodId: method.id, amount: parsed.value },
      { onSettled: (_data, error) => requestId.settle(error), onSuccess: () => setAmount('') },
    );
  };

  const form = (
    <form ref={formRef} className="acct-form" onSubmit={submit} noValidate aria-label={t('deposit.form')}>
      <fieldset className="acct-fieldset">
        <legend>{t('deposit.method')}</legend>
        {value.methods.map((m) => (
          <label key={m.id} className="acct-radio">
            <input
              type="radio"
              name="wal-deposit-method"
              checked={m.id === method.id}
              onChange={() => setMethodId(m.id)}
            />
            {m.name} <span className="acct-muted">({t(`deposit.type.${m.type}`)})</span>
          </label>
        ))}
      </fieldset>
      <p className="acct-muted" data-testid="wallet-deposit-limits">
        {t('deposit.limits', { min: format.money(method.min), max: format.money(method.max) })}
      </p>
      <p className="acct-muted" data-testid="wallet-deposit-remaining">
        {remaining === null
          ? t('deposit.noLimit')
          : t('deposit.remaining', { amount: format.money(remaining) })}
      </p>
      <Field
        label={t('deposit.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={error}
        onChange={(e) => setAmount(e.target.value)}
      />
      <FormResult error={deposit.isError ? actionError(deposit.error) : null} success={null} />
      {deposit.isSuccess ? (
        <p role="status" className="wal-result">
          {t('deposit.created', { amount: format.money(deposit.data.amount) })}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={deposit.isPending}>
        {t('deposit.submit')}
      </Button>
      <Tutorial key={method.id} method={method} />
    </form>
  );
  return (
    <>
      {form}
      {deposit.isSuccess ? (
        <DepositOrderPanel
          key={deposit.data.orderId}
          order={deposit.data}
          onNew={() => {
            deposit.reset();
            // Back to the amount, ready for the next order.
            const input = formRef.current?.elements.namedItem('amount');
            if (input instanceof HTMLInputElement) input.focus();
          }}
        />
      ) : null}
    </>
  );
}

function DepositOrders({ methods }: { methods: DepositMethod[] }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const orders = useQuery(depositOrdersQuery(pageNo));
  const name = (o: DepositOrder) => methods.find((m) => m.id === o.methodId)?.name ?? o.methodId;
  return (
    <PagedTable
      query={orders}
      emptyText={t('deposit.noOrders')}
      testId="wallet-deposit-orders"
      caption={t('deposit.orders')}
      headers={[
        t('deposit.reference'),
        t('records.time'),
        t('deposit.method'),
        t('records.amount'),
        t('records.status'),
      ]}
      row={(o) => (
        <tr key={o.orderId}>
          <td>{o.orderId}</td>
          <td>{format.dateTime(o.createdAt)}</td>
          <td>{name(o)}</td>
          <td className="wal-num">{format.money(o.amount)}</td>
          <td>
            <StatusBadge status={o.status} />
          </td>
        </tr>
      )}
      pageNo={pageNo}
      onPage={setPageNo}
      pagesLabel={t('deposit.ordersPages')}
    />
  );
}

/**
 * `depositv2` — deposit (§2 Member centre): the server's methods with their min/max limits
 * (validated before sending), the remaining responsible-gaming deposit allowance, the order and
 * what to pay where with its countdown and live status ({@link DepositOrderPanel}, docs/contract-wallet.md
 * "Deposit instructions"), the order list with statuses, and a collapsible tutorial per method.
 */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const methods = useQuery(depositMethodsQuery());
  if (methods.isPending) return <Loading />;
  if (methods.isError) return <LoadError error={methods.error} retry={() => void methods.refetch()} />;
  return (
    <div className="acct-page" data-testid="wallet-deposit">
      {methods.data.methods.length === 0 ? (
        <Empty testId="account-empty" text={t('deposit.noMethods')} />
      ) : (
        <section className="acct-section" aria-labelledby="wal-deposit-title">
          <h4 id="wal-deposit-title">{t('deposit.title')}</h4>
          <DepositForm value={methods.data} />
        </section>
      )}
      <section className="acct-section" aria-labelledby="wal-deposit-orders">
        <h4 id="wal-deposit-orders">{t('deposit.orders')}</h4>
        <DepositOrders methods={methods.data.methods} />
      </section>
    </div>
  );
}
