import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LayoutComponentProps } from '../../layout/registry';
import { ApiError, errorMessageKey } from '../../lib/api/errors';
import {
  betCrash,
  betDice,
  gamesKeys,
  inhouseRoundsQuery,
  inhouseSeedQuery,
  rotateSeed,
  setClientSeed,
} from '../../lib/api/games';
import { walletListQuery } from '../../lib/api/wallet';
import type { InhouseBetResult, InhouseGame, InhouseRound, SeedRotation } from '../../lib/api/games-types';
import { balanceQuery } from '../../lib/api/queries';
import { sha256Hex } from '../../../core/provably-fair';
import { queryKeys } from '../../lib/query-client';
import { isTrial, useSession, type Session } from '../../lib/session';
import { openModal } from '../../lib/ui-store';
import { newRequestId } from './game-frame-store';
import {
  CASHOUT_MAX,
  CASHOUT_MIN,
  CLIENT_SEED_MAX,
  diceOdds,
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
  isValidClientSeed,
  PARAMETER_DECIMALS,
  validateRange,
  validateStake,
  verifyRound,
  type Parsed,
  type VerifyInput,
  type VerifyResult,
} from './inhouse-logic';
import { DEFAULT_MINOR_UNITS, decimalsKey } from '../../../core/money';
import './games.css';
import { Button } from '../../components/button';

type Tab = 'dice' | 'crash' | 'history' | 'verify';
const TABS: readonly Tab[] = ['dice', 'crash', 'history', 'verify'];

/** Opens the login popup or the need-real-account warning when the player may not bet (§5, §6). */
function guard(session: Session): boolean {
  if (!session.token) {
    openModal('loginPopup');
    return false;
  }
  if (isTrial(session.member)) {
    openModal('needRealAccount');
    return false;
  }
  return true;
}

function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation(['games', 'common']);
  if (!error) return null;
  return (
    <div className="games-status games-error" role="alert">
      <p>{t(errorMessageKey(error))}</p>
      {error instanceof ApiError && error.kind === 'platform' && error.message ? (
        <p className="games-server-message">{error.message}</p>
      ) : null}
    </div>
  );
}

/** A labelled text input with its validation message (`aria-invalid`, `aria-describedby`). */
function AmountField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string;
  testId: string;
  hint?: string;
}) {
  const id = useId();
  const describedBy = [props.error ? `${id}-error` : '', props.hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="games-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        data-testid={props.testId}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="games-hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="games-field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The message of a refused stake or parameter (`games:inhouse.amountError.*`): `decimals` is the
 * number allowed (the currency's `minorUnits` for a stake), `range` the bounds of a parameter.
 */
function useAmountError() {
  const { t } = useTranslation('games');
  return (parsed: Parsed, decimals: number, range?: { min: number; max: number }): string => {
    if (parsed.ok) return '';
    if (parsed.error === 'decimals')
      return t(`inhouse.amountError.${decimalsKey(decimals)}`, { count: decimals });
    return t(`inhouse.amountError.${parsed.error}`, { min: range?.min ?? 0, max: range?.max ?? 0 });
  };
}

/** `n` in `language` with exactly `digits` fraction digits (stakes and payouts: the currency's). */
function formatNumber(n: number, language: string, digits: number): string {
  return n.toLocaleString(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function useBetSettled() {
  const queryClient = useQueryClient();
  const account = useSession().member?.account ?? '';
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.inhouseSeed(account) });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.inhouseRounds(account) });
  };
}

function BetResult({ result, minorUnits }: { result: InhouseBetResult | undefined; minorUnits: number }) {
  const { t, i18n } = useTranslation('games');
  const format = (n: number): string => formatNumber(n, i18n.language, PARAMETER_DECIMALS);
  return (
    <div className="inhouse-result" role="status" aria-live="polite" data-testid="inhouse-result">
      {result ? (
        <>
          <p className="inhouse-outcome">
            {result.game === 'dice'
              ? t('inhouse.rolled', { roll: format(result.roll ?? 0) })
              : t('inhouse.crashedAt', { point: format(result.crashPoint ?? 0) })}
          </p>
          <p>
            {result.win
              ? t('inhouse.won', { payout: formatNumber(result.payout, i18n.language, minorUnits) })
              : t('inhouse.lost')}
          </p>
          <p className="games-hint">
            {t('inhouse.roundNonce', { round: result.roundId, nonce: result.nonce })}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** The second number of a bet (dice target, crash cash-out): its label, bounds and start value. */
interface BetParameter {
  label: string;
  hint: string;
  testId: string;
  min: number;
  max: number;
  initial: string;
}

/**
 * One in-house bet form (dice or crash): the stake (≤ balance), the game's parameter within its
 * bounds, game-specific `extra` fields given the parameter once valid, the bet button, the
 * server's refusal and the round's result. Input is kept on a refusal; `place` gets the stake
 * and parameter in major units / game units and a fresh request id. The stake has at most
 * `minorUnits` decimals (the brand currency's).
 */
function BetPanel(props: {
  game: InhouseGame;
  title: string;
  submitLabel: string;
  balance: number | undefined;
  minorUnits: number;
  parameter: BetParameter;
  place: (input: { requestId: string; stake: number; parameter: number }) => Promise<InhouseBetResult>;
  extra?: (parameter: number | null) => ReactNode;
}) {
  const { t } = useTranslation('games');
  const session = useSession();
  const amountError = useAmountError();
  const settled = useBetSettled();
  const { parameter } = props;
  // A whole unit: valid whatever the currency's minorUnits.
  const [stake, setStake] = useState('1');
  const [value, setValue] = useState(parameter.initial);
  const [touched, setTouched] = useState(false);
  const stakeParsed = validateStake(stake, props.balance, props.minorUnits);
  const valueParsed = validateRange(value, parameter.min, parameter.max);
  const bet = useMutation({ mutationFn: props.place, onSettled: settled });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTouched(true);
    if (!guard(session) || !stakeParsed.ok || !valueParsed.ok) return;
    bet.mutate({ requestId: newRequestId(), stake: stakeParsed.value, parameter: valueParsed.value });
  };
  const titleId = `${props.game}-title`;
  return (
    <form className="inhouse-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      <AmountField
        label={t('inhouse.stake')}
        value={stake}
        onChange={setStake}
        testId="inhouse-stake"
        error={touched ? amountError(stakeParsed, props.minorUnits) : ''}
      />
      <AmountField
        label={parameter.label}
        value={value}
        onChange={setValue}
        testId={parameter.testId}
        hint={parameter.hint}
        error={
          touched
            ? amountError(valueParsed, PARAMETER_DECIMALS, { min: parameter.min, max: parameter.max })
            : ''
        }
      />
      {props.extra?.(valueParsed.ok ? valueParsed.value : null)}
      <Button type="submit" variant="primary" data-testid="inhouse-bet" disabled={bet.isPending}>
        {props.submitLabel}
      </Button>
      <ErrorText error={bet.error} />
      <BetResult result={bet.data} minorUnits={props.minorUnits} />
    </form>
  );
}

function DicePanel({ balance, minorUnits }: { balance: number | undefined; minorUnits: number }) {
  const { t } = useTranslation('games');
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  return (
    <BetPanel
      game="dice"
      title={t('inhouse.dice')}
      submitLabel={t('inhouse.rollDice')}
      balance={balance}
      minorUnits={minorUnits}
      parameter={{
        label: t('inhouse.target'),
        hint: t('inhouse.targetHint', { min: DICE_TARGET_MIN.toFixed(2), max: DICE_TARGET_MAX.toFixed(2) }),
        testId: 'dice-target',
        min: DICE_TARGET_MIN,
        max: DICE_TARGET_MAX,
        initial: '50.00',
      }}
      place={({ parameter, ...rest }) => betDice({ ...rest, target: parameter, direction })}
      extra={(target) => (
        <>
          <fieldset className="games-radios">
            <legend>{t('inhouse.direction')}</legend>
            {(['under', 'over'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="dice-direction"
                  value={value}
                  checked={direction === value}
                  onChange={() => setDirection(value)}
                />
                {t(`inhouse.${value}`)}
              </label>
            ))}
          </fieldset>
          {target !== null ? (
            <p className="games-hint" data-testid="dice-odds">
              {t('inhouse.odds', {
                chance: diceOdds(target, direction).chance.toFixed(2),
                multiplier: diceOdds(target, direction).multiplier.toFixed(4),
              })}
            </p>
          ) : null}
        </>
      )}
    />
  );
}

function CrashPanel({ balance, minorUnits }: { balance: number | undefined; minorUnits: number }) {
  const { t } = useTranslation('games');
  return (
    <BetPanel
      game="crash"
      title={t('inhouse.crash')}
      submitLabel={t('inhouse.placeBet')}
      balance={balance}
      minorUnits={minorUnits}
      parameter={{
        label: t('inhouse.cashout'),
        hint: t('inhouse.cashoutHint', { min: CASHOUT_MIN.toFixed(2), max: CASHOUT_MAX.toFixed(2) }),
        testId: 'crash-cashout',
        min: CASHOUT_MIN,
        max: CASHOUT_MAX,
        initial: '2.00',
      }}
      place={({ parameter, ...rest }) => betCrash({ ...rest, cashout: parameter })}
    />
  );
}

/** Seeds before play (§ provably fair): server seed hash, editable client seed, nonce, rotation. */
function FairnessPanel() {
  const { t } = useTranslation('games');
  const session = useSession();
  const queryClient = useQueryClient();
  const account = session.member?.account ?? '';
  const member = session.token !== null && !isTrial(session.member);
  const seed = useQuery({ ...inhouseSeedQuery(account), enabled: member });
  const clientSeedId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [rotation, setRotation] = useState<{
    data: SeedRotation;
    shownHash: string;
    hashMatches: boolean;
  } | null>(null);
  const saveSeed = useMutation({
    mutationFn: setClientSeed,
    onSuccess: (next) => {
      queryClient.setQueryData(gamesKeys.inhouseSeed(account), next);
      setDraft(null);
    },
  });
  const rotate = useMutation({
    mutationFn: async () => {
      const shownHash = seed.data?.serverSeedHash ?? '';
      const data = await rotateSeed();
      const hash = await sha256Hex(data.revealedServerSeed);
      return { data, shownHash, hashMatches: hash === (shownHash || data.revealedServerSeedHash) };
    },
    onSuccess: (result) => {
      setRotation(result);
      queryClient.setQueryData(gamesKeys.inhouseSeed(account), result.data.next);
      void queryClient.invalidateQueries({ queryKey: gamesKeys.inhouseRounds(account) });
    },
  });

  if (!member) return null;
  const clientSeed = draft ?? seed.data?.clientSeed ?? '';
  const seedInvalid = draft !== null && !isValidClientSeed(draft);
  return (
    <section className="games-section fairness" aria-labelledby="fairness-title">
      <h2 id="fairness-title">{t('inhouse.fairness')}</h2>
      {seed.error ? <ErrorText error={seed.error} /> : null}
      <dl className="fairness-list">
        <dt>{t('inhouse.serverSeedHash')}</dt>
        <dd>
          <code data-testid="server-seed-hash">{seed.data?.serverSeedHash ?? '…'}</code>
        </dd>
        <dt>{t('inhouse.nonce')}</dt>
        <dd data-testid="seed-nonce">{seed.data?.nonce ?? '…'}</dd>
      </dl>
      <form
        className="inhouse-seed-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft !== null && isValidClientSeed(draft)) saveSeed.mutate(draft);
        }}
      >
        <div className="games-field">
          <label htmlFor={clientSeedId}>{t('inhouse.clientSeed')}</label>
          <input
            id={clientSeedId}
            data-testid="client-seed"
            value={clientSeed}
            maxLength={CLIENT_SEED_MAX}
            aria-invalid={seedInvalid || undefined}
            aria-describedby={seedInvalid ? `${clientSeedId}-error` : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          {seedInvalid ? (
            <p id={`${clientSeedId}-error`} className="games-field-error">
              {t('inhouse.clientSeedInvalid', { max: CLIENT_SEED_MAX })}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          variant="secondary"
          disabled={draft === null || seedInvalid || saveSeed.isPending}
        >
          {t('inhouse.saveClientSeed')}
        </Button>
      </form>
      <ErrorText error={saveSeed.error} />
      <Button
        variant="secondary"
        data-testid="rotate-seed"
        disabled={rotate.isPending}
        onClick={() => rotate.mutate()}
      >
        {t('inhouse.rotate')}
      </Button>
      <ErrorText error={rotate.error} />
      {rotation ? (
        <div className="fairness-reveal" role="status" data-testid="revealed-seed">
          <p>{t('inhouse.revealedSeed')}</p>
          <code>{rotation.data.revealedServerSeed}</code>
          <p>{t('inhouse.revealedHash')}</p>
          <code>{rotation.data.revealedServerSeedHash}</code>
          <p className={rotation.hashMatches ? 'verify-ok' : 'verify-bad'}>
            {rotation.hashMatches ? t('inhouse.revealMatches') : t('inhouse.revealMismatch')}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function History({ onVerify, minorUnits }: { onVerify: (round: InhouseRound) => void; minorUnits: number }) {
  const { t, i18n } = useTranslation('games');
  const session = useSession();
  const member = session.token !== null && !isTrial(session.member);
  const rounds = useQuery({ ...inhouseRoundsQuery(session.member?.account ?? ''), enabled: member });
  if (!member) return <p className="games-status">{t('inhouse.loginForHistory')}</p>;
  const list = rounds.data?.list ?? [];
  const money = (n: number): string => formatNumber(n, i18n.language, minorUnits);
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t('inhouse.history')}</h2>
      {rounds.isPending ? (
        <p className="games-status" role="status">
          {t('state.loading')}
        </p>
      ) : rounds.error ? (
        <>
          <ErrorText error={rounds.error} />
          <Button variant="secondary" onClick={() => void rounds.refetch()}>
            {t('action.retry')}
          </Button>
        </>
      ) : list.length === 0 ? (
        <p className="games-status">{t('inhouse.noRounds')}</p>
      ) : (
        <div className="table-scroll">
          <table className="games-table" data-testid="round-history">
            <thead>
              <tr>
                <th scope="col">{t('inhouse.round')}</th>
                <th scope="col">{t('inhouse.game')}</th>
                <th scope="col">{t('inhouse.stake')}</th>
                <th scope="col">{t('inhouse.result')}</th>
                <th scope="col">{t('inhouse.payout')}</th>
                <th scope="col">{t('inhouse.nonce')}</th>
                <th scope="col">{t('inhouse.time')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('inhouse.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((round) => (
                <tr key={round.roundId}>
                  <td>{round.roundId}</td>
                  <td>{t(`inhouse.${round.game}`)}</td>
                  <td>{money(round.stake)}</td>
                  <td>{formatNumber(round.outcome, i18n.language, PARAMETER_DECIMALS)}</td>
                  <td>{money(round.payout)}</td>
                  <td>{round.nonce}</td>
                  <td>{new Date(round.createdAt).toLocaleString(i18n.language)}</td>
                  <td>
                    {round.serverSeed ? (
                      <Button
                        variant="ghost"
                        aria-label={t('inhouse.verifyRound', { round: round.roundId })}
                        onClick={() => onVerify(round)}
                      >
                        {t('inhouse.verify')}
                      </Button>
                    ) : (
                      <span className="games-hint">{t('inhouse.seedHidden')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

interface VerifyDraft {
  game: InhouseGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  outcome: string;
}

const EMPTY_DRAFT: VerifyDraft = {
  game: 'dice',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  outcome: '',
};

/** Recomputes any round in the browser with the shared formulas and shows match / mismatch. */
function VerifyView({ draft, setDraft }: { draft: VerifyDraft; setDraft: (draft: VerifyDraft) => void }) {
  const { t } = useTranslation('games');
  const ids = useId();
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [failed, setFailed] = useState(false);
  const field = (key: keyof Omit<VerifyDraft, 'game'>, label: string, testId: string) => (
    <div className="games-field">
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      <input
        id={`${ids}-${key}`}
        data-testid={testId}
        value={draft[key]}
        onChange={(event) => {
          setResult(null);
          setDraft({ ...draft, [key]: event.target.value });
        }}
      />
    </div>
  );
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setFailed(false);
    const nonce = Number(draft.nonce);
    const outcome = draft.outcome.trim() === '' ? undefined : Number(draft.outcome);
    if (
      !draft.serverSeed ||
      !Number.isSafeInteger(nonce) ||
      nonce < 0 ||
      (outcome !== undefined && !Number.isFinite(outcome))
    ) {
      setFailed(true);
      return;
    }
    const input: VerifyInput = {
      game: draft.game,
      serverSeed: draft.serverSeed.trim(),
      clientSeed: draft.clientSeed,
      nonce,
      outcome,
      serverSeedHash: draft.serverSeedHash.trim() || undefined,
    };
    setResult(await verifyRound(input));
  };
  return (
    <form
      className="inhouse-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="verify-title"
    >
      <h2 id="verify-title">{t('inhouse.verifyTitle')}</h2>
      <p className="games-hint">{t('inhouse.verifyIntro')}</p>
      <div className="games-field">
        <label htmlFor={`${ids}-game`}>{t('inhouse.game')}</label>
        <select
          id={`${ids}-game`}
          value={draft.game}
          onChange={(event) => {
            setResult(null);
            setDraft({ ...draft, game: event.target.value === 'crash' ? 'crash' : 'dice' });
          }}
        >
          <option value="dice">{t('inhouse.dice')}</option>
          <option value="crash">{t('inhouse.crash')}</option>
        </select>
      </div>
      {field('serverSeed', t('inhouse.serverSeed'), 'verify-server-seed')}
      {field('serverSeedHash', t('inhouse.serverSeedHash'), 'verify-server-seed-hash')}
      {field('clientSeed', t('inhouse.clientSeed'), 'verify-client-seed')}
      {field('nonce', t('inhouse.nonce'), 'verify-nonce')}
      {field('outcome', t('inhouse.reportedResult'), 'verify-outcome')}
      <Button type="submit" variant="primary" data-testid="verify-submit">
        {t('inhouse.verify')}
      </Button>
      {failed ? (
        <p className="games-field-error" role="alert">
          {t('inhouse.verifyInvalid')}
        </p>
      ) : null}
      <div role="status" aria-live="polite" data-testid="verify-result">
        {result ? (
          <>
            <p>{t('inhouse.recomputed', { value: result.computed.toFixed(2) })}</p>
            {result.outcomeMatches !== null ? (
              <p
                className={result.outcomeMatches ? 'verify-ok' : 'verify-bad'}
                data-match={result.outcomeMatches}
              >
                {result.outcomeMatches ? t('inhouse.outcomeMatches') : t('inhouse.outcomeMismatch')}
              </p>
            ) : null}
            {result.hashMatches !== null ? (
              <p
                className={result.hashMatches ? 'verify-ok' : 'verify-bad'}
                data-hash-match={result.hashMatches}
              >
                {result.hashMatches ? t('inhouse.hashMatches') : t('inhouse.hashMismatch')}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The in-house games /inhouse (registry id `games.inhousePage`): dice and crash with stake
 * validation (> 0, ≤ balance, at most the brand currency's `minorUnits` decimals, from the balance
 * answer; stakes and payouts are shown with that many), the provably fair panel (server seed hash
 * before play, editable client seed, nonce, rotation revealing the previous seed and checking its
 * hash), round history and a verify view that recomputes any round in the browser with `core/provably-fair.ts`.
 * The tab is the `game` query parameter (dice, crash, history, verify). Guests get the login popup
 * and trial accounts the need-real-account warning when they bet.
 */
export function InhousePage(_props: LayoutComponentProps) {
  const { t } = useTranslation('games');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('game');
  const tab: Tab = TABS.find((candidate) => candidate === requested) ?? 'dice';
  // In-house bets play from MAIN (contract clarifications): validate against MAIN, or the total
  // balance while the wallet list is unavailable.
  const wallets = useQuery({ ...walletListQuery(), enabled: session.token !== null });
  const total = useQuery({ ...balanceQuery(), enabled: session.token !== null });
  const main = wallets.data?.find((w) => w.wallet === 'MAIN')?.balance ?? total.data?.sumBalance;
  const minorUnits = total.data?.minorUnits ?? DEFAULT_MINOR_UNITS;
  const [draft, setDraft] = useState<VerifyDraft>(EMPTY_DRAFT);
  const selectTab = (value: string): void => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('game', value);
        return next;
      },
      { replace: true },
    );
  };
  const verify = (round: InhouseRound): void => {
    setDraft({
      game: round.game,
      serverSeed: round.serverSeed ?? '',
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: String(round.nonce),
      outcome: String(round.outcome),
    });
    selectTab('verify');
  };
  return (
    <div className="page games-page inhouse-page">
      <h1>{t('inhouse.title')}</h1>
      {!session.token ? (
        <div className="games-status">
          <p>{t('inhouse.loginToPlay')}</p>
          <Button variant="primary" onClick={() => openModal('loginPopup')}>
            {t('action.login')}
          </Button>
        </div>
      ) : isTrial(session.member) ? (
        <p className="games-status">{t('inhouse.realAccountToPlay')}</p>
      ) : null}
      <div className="inhouse-layout">
        <Tabs.Root value={tab} onValueChange={selectTab} className="inhouse-tabs">
          <Tabs.List className="games-tablist" aria-label={t('inhouse.tabsLabel')}>
            {TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="games-tab"
                data-testid={`inhouse-tab-${value}`}
              >
                {t(`inhouse.tab.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="dice">
            <DicePanel balance={main} minorUnits={minorUnits} />
          </Tabs.Content>
          <Tabs.Content value="crash">
            <CrashPanel balance={main} minorUnits={minorUnits} />
          </Tabs.Content>
          <Tabs.Content value="history">
            <History onVerify={verify} minorUnits={minorUnits} />
          </Tabs.Content>
          <Tabs.Content value="verify">
            <VerifyView draft={draft} setDraft={setDraft} />
          </Tabs.Content>
        </Tabs.Root>
        <FairnessPanel />
      </div>
    </div>
  );
}
