import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Field, SelectField } from '../../../components/field';
import { useActionError } from '../../../components/states';
import {
  directDownlinesQuery,
  downlineQuery,
  type ContractKind,
  type ContractRates,
  type DividendPeriod,
} from '../../../lib/api/contracts';
import { newRequestId } from '../../../lib/api/wallet';
import { useFormat } from '../../../lib/format';
import { PreviewView } from './preview-view';
import {
  checkDraft,
  DIVIDEND_PERIODS,
  emptyDraft,
  GAME_KINDS,
  MAX_RULES,
  MAX_TIERS,
  MIN_RULES,
  MIN_TIERS,
  newRule,
  newTier,
  type DraftProblem,
  type GameKind,
  type RuleDraft,
  type TermsDraft,
  type TierDraft,
} from './terms';
import { usePercent } from './terms-view';
import { useContractFlow } from './use-contract-flow';

/** The text of a draft problem in the player's language (limits formatted as money or percent). */
function useProblemText() {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const percent = usePercent();
  return (problem: DraftProblem): string => {
    const { limit, unit, count, gameKind } = problem.values ?? {};
    return t(problem.key, {
      count,
      gameKind: gameKind === undefined ? undefined : t(`gameKind.${gameKind}`),
      limit: limit === undefined ? undefined : unit === 'money' ? format.money(limit) : percent(limit),
    });
  };
}

/** My limits of `kind` in one line (`ContractsView.limits`). */
function LimitsLine({ kind, limits }: { kind: ContractKind; limits: ContractRates }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const percent = usePercent();
  const parts =
    kind === 'dividend'
      ? Object.entries(limits.dividend)
          .filter(([, rate]) => rate > 0)
          .map(([gameKind, rate]) =>
            t('rate.dividend', { gameKind: t(`gameKind.${gameKind}`), value: percent(rate) }),
          )
      : [
          t('rate.percent', { value: percent(limits.percent) }),
          t('rate.fixed', { value: format.money(limits.fixed) }),
          ...(kind === 'realtimeWage' ? [t('rate.loss', { value: percent(limits.lossRate) })] : []),
        ];
  return (
    <p className="acct-hint" data-testid="contract-limits">
      {t('offer.limits', { limits: parts.join(' · ') })}
    </p>
  );
}

/**
 * The "offer a contract" part of a contract page (§4: an upline offers; an offer can never exceed
 * the upline's own rate), driven by machines/contract.ts: a direct downline agent, the tier editor
 * (3–6 tiers) or the dividend rules per game kind, checks in the player's language before anything
 * is sent (my limits, increasing thresholds), the what-if preview for that downline's team, then
 * send; a failure keeps everything typed and offers a retry of the same request.
 */
export function OfferSection({
  kind,
  limits,
  offerTo,
  onDone,
}: {
  kind: ContractKind;
  limits: ContractRates;
  /** Open the form for this downline's userId at once (team management's "offer a contract"). */
  offerTo?: number;
  onDone: (text: string) => void;
}) {
  // A sent offer ends its machine; the next offer starts a fresh one.
  const [round, setRound] = useState(0);
  return (
    <OfferFlow
      key={round}
      kind={kind}
      limits={limits}
      offerTo={round === 0 ? offerTo : undefined}
      onDone={(text) => {
        onDone(text);
        setRound((n) => n + 1);
      }}
    />
  );
}

function OfferFlow({
  kind,
  limits,
  offerTo,
  onDone,
}: {
  kind: ContractKind;
  limits: ContractRates;
  offerTo?: number;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('contracts');
  const problemText = useProblemText();
  const actionError = useActionError();
  const format = useFormat();
  const [state, send] = useContractFlow(kind, null, (outcome, context) => {
    if (outcome === 'sent') onDone(t('notice.sent', { username: context.result?.downline.username ?? '' }));
  });
  const [draft, setDraft] = useState<TermsDraft>(() => emptyDraft(kind));
  const [downlineId, setDownlineId] = useState(offerTo === undefined ? '' : String(offerTo));
  const [searchDraft, setSearchDraft] = useState('');
  const [search, setSearch] = useState('');
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const editing = state.matches('offer');
  const busy = state.hasTag('busy');
  const downlines = useQuery({ ...directDownlinesQuery(search), enabled: editing });
  const listed = (downlines.data ?? []).filter((downline) => downline.isAgent);
  // The downline the form was opened for, when the picker's first page does not hold it.
  const missing =
    offerTo !== undefined && downlines.isSuccess && !downlines.data.some((d) => d.userId === offerTo);
  const target = useQuery({ ...downlineQuery(offerTo ?? 0), enabled: editing && missing });
  const agents =
    missing && target.data?.isAgent === true && target.data.level === 1 ? [target.data, ...listed] : listed;
  // Opened for a downline: the form opens once (a cancel then closes it for good).
  const opened = useRef(false);
  useEffect(() => {
    if (offerTo === undefined || opened.current) return;
    opened.current = true;
    send({ type: 'offer.edit' });
  }, [offerTo, send]);

  const errorOf = (field: string) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? problemText(problem) : null;
  };
  // Any change after a preview (or a failure) goes back to editing: the preview was of other terms.
  const touched = () => {
    if (
      state.matches({ offer: 'previewed' }) ||
      state.matches({ offer: 'failed' }) ||
      state.matches({ offer: 'previewFailed' })
    )
      send({ type: 'offer.edit' });
  };
  const change = (next: TermsDraft) => {
    setDraft(next);
    touched();
  };

  const preview = (event: FormEvent) => {
    event.preventDefault();
    const found: DraftProblem[] = [];
    if (downlineId === '') found.push({ field: 'downline', key: 'errors.downline' });
    const checked = checkDraft(draft, { limits, minorUnits: format.minorUnits });
    if ('problems' in checked) found.push(...checked.problems);
    setProblems(found);
    if ('terms' in checked && found.length === 0)
      send({ type: 'offer.preview', downlineId: Number(downlineId), terms: checked.terms });
  };

  if (!editing) {
    return (
      <div className="ct-offer-start">
        <LimitsLine kind={kind} limits={limits} />
        <Button variant="primary" onClick={() => send({ type: 'offer.edit' })}>
          {t('offer.start')}
        </Button>
      </div>
    );
  }

  const formProblem = problems.find((p) => p.field === 'tiers' || p.field === 'rules');
  return (
    <form
      className="ct-offer-form"
      aria-label={t('offer.formLabel')}
      onSubmit={preview}
      noValidate
      aria-busy={busy}
    >
      <LimitsLine kind={kind} limits={limits} />
      <div className="ct-downline-picker">
        <Field
          label={t('offer.searchDownline')}
          type="search"
          value={searchDraft}
          maxLength={32}
          onChange={(e) => setSearchDraft(e.target.value)}
        >
          <Button variant="ghost" onClick={() => setSearch(searchDraft)}>
            {t('offer.search')}
          </Button>
        </Field>
        <SelectField
          label={t('offer.downline')}
          value={downlineId}
          onChange={(value) => {
            setDownlineId(value);
            touched();
          }}
        >
          <option value="">
            {downlines.isPending ? t('offer.loadingDownlines') : t('offer.chooseDownline')}
          </option>
          {agents.map((downline) => (
            <option key={downline.userId} value={String(downline.userId)}>
              {downline.nickname && downline.nickname !== downline.username
                ? `${downline.username} (${downline.nickname})`
                : downline.username}
            </option>
          ))}
        </SelectField>
        {downlines.isError ? (
          <div role="alert" className="acct-alert">
            <p>{actionError(downlines.error)}</p>
            <Button variant="secondary" onClick={() => void downlines.refetch()}>
              {t('actions.retry')}
            </Button>
          </div>
        ) : null}
        {downlines.isSuccess && agents.length === 0 ? (
          <p className="acct-hint">{t('offer.noAgents')}</p>
        ) : null}
        {errorOf('downline') ? (
          <p className="acct-field-error" role="alert">
            {errorOf('downline')}
          </p>
        ) : null}
      </div>

      {kind === 'dividend' ? (
        <RulesEditor draft={draft} onChange={change} errorOf={errorOf} />
      ) : (
        <TiersEditor draft={draft} onChange={change} errorOf={errorOf} />
      )}
      {formProblem ? (
        <p role="alert" className="acct-error">
          {problemText(formProblem)}
        </p>
      ) : null}
      {problems.length > 0 && !formProblem ? (
        <p role="alert" className="acct-error" data-testid="contract-offer-problems">
          {t('offer.fixProblems', { count: problems.length })}
        </p>
      ) : null}

      {state.matches({ offer: 'previewed' }) || state.matches({ offer: 'sending' }) ? (
        state.context.preview ? (
          <PreviewView preview={state.context.preview} kind={kind} />
        ) : null
      ) : null}

      {state.matches({ offer: 'previewFailed' }) || state.matches({ offer: 'failed' }) ? (
        <div role="alert" className="acct-alert">
          <p>{actionError(state.context.error)}</p>
          <div className="ct-actions">
            <Button variant="secondary" onClick={() => send({ type: 'flow.retry' })}>
              {t('actions.retry')}
            </Button>
            <Button variant="ghost" onClick={() => send({ type: 'offer.edit' })}>
              {t('offer.changeTerms')}
            </Button>
          </div>
        </div>
      ) : null}

      <div className="ct-actions">
        <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'offer.cancel' })}>
          {t('actions.cancel')}
        </Button>
        {state.matches({ offer: 'previewed' }) || state.matches({ offer: 'sending' }) ? (
          <Button
            variant="primary"
            disabled={busy}
            aria-busy={state.matches({ offer: 'sending' })}
            onClick={() => send({ type: 'offer.send', requestId: newRequestId() })}
          >
            {t('offer.send')}
          </Button>
        ) : (
          <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
            {t('offer.preview')}
          </Button>
        )}
      </div>
    </form>
  );
}

type EditorProps = {
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  errorOf: (field: string) => string | null;
};

/** The wage tiers (3–6): team valid bet ≥, active members ≥, percent or fixed, optional cap. */
function TiersEditor({ draft, onChange, errorOf }: EditorProps) {
  const { t } = useTranslation('contracts');
  const setTier = (index: number, patch: Partial<TierDraft>) =>
    onChange({ ...draft, tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)) });
  return (
    <div className="ct-editor" data-testid="contract-tier-editor">
      {draft.tiers.map((tier, index) => {
        const at = `tiers.${index}`;
        const name = t('terms.tierNumber', { number: index + 1 });
        return (
          <fieldset key={index} className="acct-fieldset ct-row">
            <legend>{name}</legend>
            <Field
              label={t('terms.minTeamValidBet')}
              inputMode="decimal"
              value={tier.minTeamValidBet}
              error={errorOf(`${at}.minTeamValidBet`)}
              onChange={(e) => setTier(index, { minTeamValidBet: e.target.value })}
            />
            <Field
              label={t('terms.minActiveMembers')}
              inputMode="numeric"
              value={tier.minActiveMembers}
              error={errorOf(`${at}.minActiveMembers`)}
              onChange={(e) => setTier(index, { minActiveMembers: e.target.value })}
            />
            <SelectField
              label={t('terms.mode')}
              value={tier.mode}
              onChange={(mode) => setTier(index, { mode: mode === 'fixed' ? 'fixed' : 'percent', cap: '' })}
            >
              <option value="percent">{t('mode.percent')}</option>
              <option value="fixed">{t('mode.fixed')}</option>
            </SelectField>
            <Field
              label={tier.mode === 'percent' ? t('terms.ratePercent') : t('terms.rateFixed')}
              inputMode="decimal"
              value={tier.rate}
              error={errorOf(`${at}.rate`)}
              onChange={(e) => setTier(index, { rate: e.target.value })}
            />
            {tier.mode === 'percent' ? (
              <Field
                label={t('terms.capOptional')}
                inputMode="decimal"
                value={tier.cap}
                error={errorOf(`${at}.cap`)}
                onChange={(e) => setTier(index, { cap: e.target.value })}
              />
            ) : null}
            <Button
              variant="ghost"
              disabled={draft.tiers.length <= MIN_TIERS}
              aria-label={t('offer.removeTierNamed', { name })}
              onClick={() => onChange({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) })}
            >
              {t('offer.remove')}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        disabled={draft.tiers.length >= MAX_TIERS}
        onClick={() => onChange({ ...draft, tiers: [...draft.tiers, newTier()] })}
      >
        {t('offer.addTier')}
      </Button>
      {draft.kind === 'realtimeWage' ? (
        <fieldset className="acct-fieldset ct-row">
          <legend>{t('offer.realtimeExtras')}</legend>
          <Field
            label={t('terms.minSingleBetOptional')}
            inputMode="decimal"
            value={draft.minSingleBet}
            error={errorOf('minSingleBet')}
            onChange={(e) => onChange({ ...draft, minSingleBet: e.target.value })}
          />
          <Field
            label={t('terms.lossRateOptional')}
            inputMode="decimal"
            value={draft.lossRate}
            error={errorOf('lossRate')}
            onChange={(e) => onChange({ ...draft, lossRate: e.target.value })}
          />
        </fieldset>
      ) : null}
    </div>
  );
}

/** The dividend period and one rule per game kind (1–9): minimum bet, net loss, active members, rate. */
function RulesEditor({ draft, onChange, errorOf }: EditorProps) {
  const { t } = useTranslation('contracts');
  const setRule = (index: number, patch: Partial<RuleDraft>) =>
    onChange({ ...draft, rules: draft.rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)) });
  const used = new Set(draft.rules.map((rule) => rule.gameKind));
  const nextKind = GAME_KINDS.find((kind) => !used.has(kind));
  return (
    <div className="ct-editor" data-testid="contract-rule-editor">
      <SelectField
        label={t('terms.period')}
        value={draft.period}
        onChange={(period) => onChange({ ...draft, period: period as DividendPeriod })}
      >
        {DIVIDEND_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`period.${period}`)}
          </option>
        ))}
      </SelectField>
      {draft.rules.map((rule, index) => {
        const at = `rules.${index}`;
        const name = t(`gameKind.${rule.gameKind}`);
        return (
          <fieldset key={index} className="acct-fieldset ct-row">
            <legend>{name}</legend>
            <SelectField
              label={t('terms.gameKind')}
              value={rule.gameKind}
              onChange={(gameKind) => setRule(index, { gameKind: gameKind as GameKind })}
            >
              {GAME_KINDS.filter((kind) => kind === rule.gameKind || !used.has(kind)).map((kind) => (
                <option key={kind} value={kind}>
                  {t(`gameKind.${kind}`)}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('terms.minBet')}
              inputMode="decimal"
              value={rule.minBet}
              error={errorOf(`${at}.minBet`)}
              onChange={(e) => setRule(index, { minBet: e.target.value })}
            />
            <Field
              label={t('terms.minNetLoss')}
              inputMode="decimal"
              value={rule.minNetLoss}
              error={errorOf(`${at}.minNetLoss`)}
              onChange={(e) => setRule(index, { minNetLoss: e.target.value })}
            />
            <Field
              label={t('terms.minActiveMembers')}
              inputMode="numeric"
              value={rule.minActiveMembers}
              error={errorOf(`${at}.minActiveMembers`)}
              onChange={(e) => setRule(index, { minActiveMembers: e.target.value })}
            />
            <Field
              label={t('terms.dividendRate')}
              inputMode="decimal"
              value={rule.rate}
              error={errorOf(`${at}.rate`) ?? errorOf(`${at}.gameKind`)}
              onChange={(e) => setRule(index, { rate: e.target.value })}
            />
            <Button
              variant="ghost"
              disabled={draft.rules.length <= MIN_RULES}
              aria-label={t('offer.removeRuleNamed', { name })}
              onClick={() => onChange({ ...draft, rules: draft.rules.filter((_, i) => i !== index) })}
            >
              {t('offer.remove')}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        disabled={draft.rules.length >= MAX_RULES || nextKind === undefined}
        onClick={() => nextKind && onChange({ ...draft, rules: [...draft.rules, newRule(nextKind)] })}
      >
        {t('offer.addRule')}
      </Button>
    </div>
  );
}
