import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { drawRefOf, verifyDraw } from '../../../core/lottery/draw';
import type { StructureCode } from '../../../core/lottery/types';
import { Button } from '../../components/button';
import { LoadError, Loading } from '../../components/states';
import { drawHistoryQuery, type DrawDetail } from '../../lib/api/lottery';
import { formatLocalDateTime, useFormat } from '../../lib/format';
import { asResults, resultRows, structureFromResults } from './lottery-logic';

/** "Hà Nội · Nov 24, 2026" (the station and the draw key as a brand-local date in `language`). */
export function drawName(draw: Pick<DrawDetail, 'stationName' | 'drawKey'>, language: string): string {
  return `${draw.stationName} · ${formatLocalDateTime(draw.drawKey, language)}`;
}

/**
 * The results table of one drawn draw: one row per prize (names translated: "Giải đặc biệt",
 * "Special prize" …) with its numbers, in the structure's order (MB from the special prize down,
 * MN from G8 up). The special prize stands out.
 */
export function ResultsTable({ draw, structure }: { draw: DrawDetail; structure: StructureCode }) {
  const { t, i18n } = useTranslation('lottery');
  const rows = resultRows(draw.results, structure);
  if (rows.length === 0) return <p className="lot-muted">{t('results.none')}</p>;
  return (
    <table className="lot-results" data-testid="results-table">
      <caption>{t('results.caption', { draw: drawName(draw, i18n.language) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.prize')}</th>
          <th scope="col">{t('results.numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.prize} className={row.prize === 'DB' ? 'lot-special' : undefined}>
            <th scope="row">{t(`prize.${row.prize}`)}</th>
            <td>
              <ul className="lot-result-numbers" dir="ltr">
                {row.numbers.map((number, index) => (
                  <li key={`${index}-${number}`} data-testid="result-number">
                    {number}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Results of the game: the last drawn draw of each station (from the opened-game answer and the
 * machine), earlier draws from the history call in a selector, the table, and the fairness check.
 */
export function ResultsPanel(props: {
  gameCode: string;
  structure: StructureCode;
  /** Newest first: the latest drawn draws known without the history call. */
  latest: readonly DrawDetail[];
}) {
  const { t, i18n } = useTranslation('lottery');
  const ids = useId();
  const history = useQuery(drawHistoryQuery(props.gameCode, undefined));
  const draws = mergeDraws(props.latest, history.data?.list ?? []);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const draw = draws.find((d) => d.drawId === chosenId) ?? draws[0];
  const format = useFormat();
  return (
    <section className="lot-card lot-results-panel" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('results.title')}</h2>
      {draws.length > 0 ? (
        <div className="lot-field lot-inline">
          <label htmlFor={`${ids}-draw`}>{t('results.previous')}</label>
          <select
            id={`${ids}-draw`}
            value={draw?.drawId ?? ''}
            data-testid="draw-select"
            onChange={(event) => setChosenId(Number(event.target.value))}
          >
            {draws.map((d) => (
              <option key={d.drawId} value={d.drawId}>
                {drawName(d, i18n.language)}
                {d.version > 1 ? ` (${t('results.corrected')})` : ''}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {draw ? (
        <>
          {draw.drawnAt !== null ? (
            <p className="lot-muted">{t('results.drawnAt', { at: format.dateTime(draw.drawnAt) })}</p>
          ) : null}
          <ResultsTable draw={draw} structure={props.structure} />
          <VerifyPanel key={`${draw.drawId}-${draw.version}`} draw={draw} structure={props.structure} />
        </>
      ) : history.isPending ? (
        <Loading />
      ) : history.error ? (
        <LoadError error={history.error} retry={() => void history.refetch()} />
      ) : (
        <p className="lot-muted">{t('results.none')}</p>
      )}
    </section>
  );
}

/** Drawn draws with results, newest first, each once (a later version replaces an earlier one). */
export function mergeDraws(latest: readonly DrawDetail[], older: readonly DrawDetail[]): DrawDetail[] {
  const byId = new Map<number, DrawDetail>();
  for (const draw of latest.concat(older)) {
    if (draw.results === null) continue;
    const known = byId.get(draw.drawId);
    if (!known || draw.version > known.version) byId.set(draw.drawId, draw);
  }
  return [...byId.values()].sort((a, b) => b.drawAt - a.drawAt || b.drawId - a.drawId);
}

type Verdict = { hashMatches: boolean; resultsMatch: boolean };

/**
 * "Verify fairness" (like the in-house verify view): recomputes the draw's numbers in the browser
 * with core/lottery `verifyDraw` from the revealed server seed and checks its hash against the one
 * published before the draw. The seed, hash and draw reference can be edited to check any draw.
 */
export function VerifyPanel({ draw, structure }: { draw: DrawDetail; structure: StructureCode }) {
  const { t } = useTranslation('lottery');
  const ids = useId();
  const [seed, setSeed] = useState(draw.serverSeed ?? '');
  const [hash, setHash] = useState(draw.serverSeedHash);
  const [ref, setRef] = useState(drawRefOf(draw.gameCode, draw.stationCode, draw.drawKey));
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const results = draw.results;
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setVerdict(null);
    setFailed(false);
    if (!results || seed.trim() === '') {
      setFailed(true);
      return;
    }
    setBusy(true);
    try {
      setVerdict(
        await verifyDraw(
          seed.trim(),
          hash.trim(),
          ref.trim(),
          structureFromResults(results, structure),
          asResults(results),
        ),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const field = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className="lot-field">
      <label htmlFor={`${ids}-${id}`}>{label}</label>
      <input
        id={`${ids}-${id}`}
        dir="ltr"
        value={value}
        data-testid={`verify-${id}`}
        onChange={(event) => {
          setVerdict(null);
          set(event.target.value);
        }}
      />
    </div>
  );
  return (
    <form
      className="lot-verify"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${ids}-title`}
      noValidate
    >
      <h3 id={`${ids}-title`}>{t('verify.title')}</h3>
      <p className="lot-muted">{t('verify.intro')}</p>
      {draw.serverSeed === null ? <p className="lot-muted">{t('verify.notRevealed')}</p> : null}
      {field('seed', t('verify.serverSeed'), seed, setSeed)}
      {field('hash', t('verify.serverSeedHash'), hash, setHash)}
      {field('ref', t('verify.drawRef'), ref, setRef)}
      <Button type="submit" variant="secondary" disabled={busy} data-testid="verify-submit">
        {t('verify.submit')}
      </Button>
      <div role="status" aria-live="polite" data-testid="verify-result">
        {failed ? <p className="lot-error">{t('verify.invalid')}</p> : null}
        {verdict ? (
          <>
            <p className={verdict.hashMatches ? 'lot-ok' : 'lot-bad'} data-hash-match={verdict.hashMatches}>
              {verdict.hashMatches ? t('verify.hashMatches') : t('verify.hashMismatch')}
            </p>
            <p className={verdict.resultsMatch ? 'lot-ok' : 'lot-bad'} data-match={verdict.resultsMatch}>
              {verdict.resultsMatch ? t('verify.resultsMatch') : t('verify.resultsMismatch')}
            </p>
          </>
        ) : null}
      </div>
    </form>
  );
}
