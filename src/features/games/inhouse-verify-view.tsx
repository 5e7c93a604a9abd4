import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InhouseGame } from '../../lib/api/games-types';
import { Button } from '../../components/button';
import { verifyRound, type VerifyInput, type VerifyResult } from './inhouse-logic';

/** The verify form as typed (all text, so a half-typed nonce stays as it is). */
export interface VerifyDraft {
  game: InhouseGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  outcome: string;
}

export const EMPTY_DRAFT: VerifyDraft = {
  game: 'dice',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  outcome: '',
};

/** Recomputes any round in the browser with the shared formulas and shows match / mismatch. */
export function VerifyView({
  draft,
  setDraft,
}: {
  draft: VerifyDraft;
  setDraft: (draft: VerifyDraft) => void;
}) {
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
