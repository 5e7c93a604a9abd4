import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePanelNavigate } from '../../layout/links';
import {
  accountKeys,
  responsibleGamingQuery,
  saveResponsibleGaming,
  type ResponsibleGaming,
  type ResponsibleGamingUpdate,
} from '../../lib/api/account';
import { clearSession } from '../../lib/session';
import { formatDateTime } from '../../lib/format';
import { formatMoney } from '../../../core/money';
import { DEFAULT_MINOR_UNITS, decimalsKey } from '../../../core/money';
import { Field } from '../../components/field';
import {
  changedLimits,
  draftOf,
  LIMIT_PERIODS,
  parseLimits,
  type LimitError,
  type LimitsDraft,
} from './limits';
import { LoadError, Loading, FormResult, useActionError } from '../../components/states';
import '../../components/panel-page.css';
import { Button, buttonClassName } from '../../components/button';

/** Reality-check intervals offered, minutes (0 = off). */
export const REALITY_CHECK_OPTIONS = [0, 15, 30, 45, 60, 90, 120] as const;
/** Time-out (24 h, 7 d, 30 d) and self-exclusion (6 months, permanent) choices. */
export const EXCLUSION_OPTIONS = ['24h', '7d', '30d', '6m', 'permanent'] as const;
type ExclusionOption = (typeof EXCLUSION_OPTIONS)[number];

function DepositLimitsForm({ value }: { value: ResponsibleGaming }) {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const [draft, setDraft] = useState<LimitsDraft>(() => draftOf(value));
  const [errors, setErrors] = useState<Partial<Record<keyof LimitsDraft, LimitError>>>({});
  const [nothing, setNothing] = useState(false);
  const save = useMutation({
    mutationFn: saveResponsibleGaming,
    onSuccess: (next) => {
      queryClient.setQueryData(accountKeys.responsibleGaming(), next);
      setDraft(draftOf(next));
    },
  });
  // Limits take at most the currency's decimals (2 from a platform that does not say).
  const minorUnits = value.minorUnits ?? DEFAULT_MINOR_UNITS;
  const money = (n: number) =>
    formatMoney(n, { code: value.currency, symbol: value.currencySymbol, minorUnits }, i18n.language);
  const errorText = (error: LimitError) =>
    error === 'decimals'
      ? t(`limits.errors.${decimalsKey(minorUnits)}`, { count: minorUnits })
      : t(`limits.errors.${error}`);
  const when = (ms: number) => formatDateTime(ms, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLimits(draft, minorUnits);
    setErrors(parsed.errors);
    if (Object.keys(parsed.errors).length > 0) return;
    const update = changedLimits(parsed.values, value);
    setNothing(Object.keys(update).length === 0);
    if (Object.keys(update).length > 0) save.mutate({ depositLimits: update });
  };

  return (
    <form
      className="acct-form"
      onSubmit={submit}
      noValidate
      aria-label={t('limits.title')}
      data-testid="deposit-limits-form"
    >
      <p className="acct-muted">{t('limits.explain')}</p>
      {LIMIT_PERIODS.map((period) => {
        const state = value.depositLimits[period];
        const status = [
          state.amount === null
            ? t('limits.noLimit')
            : t('limits.usedOf', { used: money(state.used), limit: money(state.amount) }),
          state.pending && state.effectiveAt !== null
            ? state.pendingAmount === null
              ? t('limits.pendingRemoval', { date: when(state.effectiveAt) })
              : t('limits.pending', { amount: money(state.pendingAmount), date: when(state.effectiveAt) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ');
        const error = errors[period];
        return (
          <Field
            key={period}
            label={t(`limits.${period}`, { currency: value.currency })}
            name={`limit-${period}`}
            inputMode="decimal"
            value={draft[period]}
            placeholder={t('limits.placeholder')}
            hint={status}
            error={error ? errorText(error) : null}
            onChange={(e) => setDraft({ ...draft, [period]: e.target.value })}
          />
        );
      })}
      <FormResult
        error={save.isError ? actionError(save.error) : null}
        success={save.isSuccess ? t('limits.saved') : nothing ? t('limits.unchanged') : null}
      />
      <Button type="submit" variant="primary" disabled={save.isPending}>
        {t('limits.save')}
      </Button>
    </form>
  );
}

function RealityCheckForm({ value }: { value: ResponsibleGaming }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const [minutes, setMinutes] = useState(value.realityCheckMinutes);
  const save = useMutation({
    mutationFn: saveResponsibleGaming,
    onSuccess: (next) => queryClient.setQueryData(accountKeys.responsibleGaming(), next),
  });
  const options: number[] = REALITY_CHECK_OPTIONS.includes(
    value.realityCheckMinutes as (typeof REALITY_CHECK_OPTIONS)[number],
  )
    ? [...REALITY_CHECK_OPTIONS]
    : [...REALITY_CHECK_OPTIONS, value.realityCheckMinutes].sort((a, b) => a - b);
  return (
    <form
      className="acct-form"
      aria-label={t('realityCheck.title')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ realityCheckMinutes: minutes });
      }}
    >
      <p className="acct-muted">{t('realityCheck.explain')}</p>
      <div className="acct-field">
        <label htmlFor="acct-reality">{t('realityCheck.interval')}</label>
        <select
          id="acct-reality"
          className="acct-input"
          value={minutes}
          onChange={(e) => setMinutes(Number(e.target.value))}
        >
          {options.map((m) => (
            <option key={m} value={m}>
              {m === 0 ? t('realityCheck.off') : t('realityCheck.every', { count: m })}
            </option>
          ))}
        </select>
      </div>
      <FormResult
        error={save.isError ? actionError(save.error) : null}
        success={save.isSuccess ? t('saved') : null}
      />
      <Button type="submit" variant="primary" disabled={save.isPending}>
        {t('realityCheck.save')}
      </Button>
    </form>
  );
}

function ExclusionForm() {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const setPanel = usePanelNavigate();
  const [choice, setChoice] = useState<ExclusionOption>('24h');
  const [confirming, setConfirming] = useState(false);
  const exclude = useMutation({
    mutationFn: (update: ResponsibleGamingUpdate) => saveResponsibleGaming(update),
  });
  const ended = exclude.data?.exclusion;
  // The platform has ended every session: leave the panel, then forget the session locally.
  const finish = () => {
    setConfirming(false);
    setPanel('mc', null);
    clearSession();
    queryClient.removeQueries({ queryKey: accountKeys.all });
  };
  return (
    <div className="acct-form">
      <p className="acct-muted">{t('exclusion.explain')}</p>
      <fieldset className="acct-fieldset">
        <legend>{t('exclusion.period')}</legend>
        {EXCLUSION_OPTIONS.map((option) => (
          <label key={option} className="acct-radio">
            <input
              type="radio"
              name="exclusion"
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
            />
            {t(`exclusion.options.${option}`)}
          </label>
        ))}
      </fieldset>
      <Button
        variant="danger"
        onClick={() => {
          exclude.reset();
          setConfirming(true);
        }}
        data-testid="exclusion-start"
      >
        {t('exclusion.start')}
      </Button>
      <Dialog.Root
        open={confirming}
        onOpenChange={(open) => (open ? setConfirming(true) : ended ? finish() : setConfirming(false))}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="acct-overlay" />
          {ended ? (
            <Dialog.Content className="acct-dialog" role="alertdialog" data-testid="exclusion-done">
              <Dialog.Title>{t('exclusion.doneTitle')}</Dialog.Title>
              <Dialog.Description>
                {ended.until === null
                  ? t('exclusion.donePermanent')
                  : t('exclusion.doneUntil', {
                      date: formatDateTime(ended.until, i18n.language),
                    })}
              </Dialog.Description>
              <div className="acct-dialog-actions">
                <Button variant="primary" onClick={finish}>
                  {t('ok')}
                </Button>
              </div>
            </Dialog.Content>
          ) : (
            <Dialog.Content className="acct-dialog" role="alertdialog" data-testid="exclusion-confirm">
              <Dialog.Title>{t('exclusion.confirmTitle')}</Dialog.Title>
              <Dialog.Description>
                {t('exclusion.confirmText', { period: t(`exclusion.options.${choice}`) })}
              </Dialog.Description>
              <FormResult error={exclude.isError ? actionError(exclude.error) : null} success={null} />
              <div className="acct-dialog-actions">
                <Dialog.Close className={buttonClassName('ghost')}>{t('cancel')}</Dialog.Close>
                <Button
                  variant="danger"
                  disabled={exclude.isPending}
                  onClick={() => exclude.mutate({ exclude: choice })}
                >
                  {t('exclusion.confirm')}
                </Button>
              </div>
            </Dialog.Content>
          )}
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

/**
 * `responsibleGaming` (issue 4; regulators require it): deposit limits per day, week and month
 * (lowering applies at once, raising after 24 h), the reality-check interval, and a time-out or
 * self-exclusion behind a confirmation dialog; confirming ends the session.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('account');
  const rg = useQuery(responsibleGamingQuery());
  if (rg.isPending) return <Loading />;
  if (rg.isError) return <LoadError error={rg.error} retry={() => void rg.refetch()} />;
  return (
    <div className="acct-page" data-testid="account-responsible-gaming">
      <section className="acct-section" aria-labelledby="acct-rg-limits">
        <h4 id="acct-rg-limits">{t('limits.title')}</h4>
        <DepositLimitsForm value={rg.data} />
      </section>
      <section className="acct-section" aria-labelledby="acct-rg-reality">
        <h4 id="acct-rg-reality">{t('realityCheck.title')}</h4>
        <RealityCheckForm value={rg.data} />
      </section>
      <section className="acct-section" aria-labelledby="acct-rg-exclusion">
        <h4 id="acct-rg-exclusion">{t('exclusion.title')}</h4>
        <ExclusionForm />
      </section>
    </div>
  );
}
