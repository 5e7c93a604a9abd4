import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sha256Hex } from '../../../core/provably-fair';
import { gamesKeys, inhouseSeedQuery, rotateSeed, setClientSeed } from '../../lib/api/games';
import type { SeedRotation } from '../../lib/api/games-types';
import { isTrial, useSession } from '../../lib/session';
import { Button } from '../../components/button';
import { ErrorText } from './inhouse-fields';
import { CLIENT_SEED_MAX, isValidClientSeed } from './inhouse-logic';

/**
 * Seeds before play (§ provably fair): server seed hash, editable client seed, nonce, rotation.
 * Rotation reveals the previous server seed and checks it against the hash shown before play.
 * Renders nothing for guests and trial accounts.
 */
export function FairnessPanel() {
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
