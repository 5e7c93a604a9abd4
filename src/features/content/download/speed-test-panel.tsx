import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { LoadError, Loading } from '../../../components/states';
import { getDomainRoutes } from '../../../lib/api/endpoints';
import { queryKeys } from '../../../lib/query-client';
import './download.css';
import { pingBucket, pingDomain, rateSpeed, UNREACHABLE_MS } from '../../../lib/speed-test';

/** Pings one domain; replaceable in tests. */
export type Pinger = (domain: string) => Promise<number>;

const defaultPing: Pinger = (domain) => pingDomain(domain);

/** The pings of one run of the test (ms by domain, and the current line's). */
interface RunResults {
  run: number;
  speeds: Record<string, number>;
  own: number | null;
}

/** `current` when it holds results of `run`, else empty results of that run. */
function forRun(current: RunResults, run: number): RunResults {
  return current.run === run ? current : { run, speeds: {}, own: null };
}

/**
 * The line speed panel (§4 "Speed test per domain: untested, then fast, normal or slow", §9 speed
 * ratings and ping latency buckets): every domain of `/wps/system/domainRoute` with its rating (text
 * and icon) and time in ms, an Enter link opening it in a new tab, and "Test speed" / "Test again".
 * Above the list, the current line's ping (measured on opening) shown as its §9 bucket ("20–40
 * ms"). The lines stay untested until the player starts the test; then each is pinged once per
 * run, all at once; a domain that does not answer counts 9999 ms (slow).
 */
export function SpeedTestPanel({ ping = defaultPing }: { ping?: Pinger }) {
  const { t } = useTranslation('content');
  const routes = useQuery({ queryKey: queryKeys.site.domainRoutes(), queryFn: getDomainRoutes });
  // Results belong to one run of the test; "Test again" starts a new run, so the old ones vanish.
  const [run, setRun] = useState(0);
  const [results, setResults] = useState<RunResults>({ run: 0, speeds: {}, own: null });
  const host = typeof window === 'undefined' ? '' : window.location.host;

  // The current line is pinged once per run, not again when the list of lines arrives.
  useEffect(() => {
    if (!host) return undefined;
    let live = true;
    void ping(host).then((ms) => {
      if (live) setResults((current) => ({ ...forRun(current, run), own: ms }));
    });
    return () => {
      live = false;
    };
  }, [run, host, ping]);

  // The other lines are timed only when asked: they are other origins, which the site's CSP
  // (connect-src) may refuse, and a visit to /down should not fire requests at them unasked.
  useEffect(() => {
    if (run === 0) return undefined;
    let live = true;
    for (const { domainName } of routes.data?.domainList ?? []) {
      void ping(domainName).then((ms) => {
        if (live)
          setResults((current) => {
            const mine = forRun(current, run);
            return { ...mine, speeds: { ...mine.speeds, [domainName]: ms } };
          });
      });
    }
    return () => {
      live = false;
    };
  }, [routes.data, run, ping]);

  const retest = useCallback(() => setRun((n) => n + 1), []);
  const speeds = results.run === run ? results.speeds : {};
  const own = results.run === run ? results.own : null;
  const list = routes.data?.domainList ?? [];
  const started = run > 0;
  const pending = started && list.some(({ domainName }) => speeds[domainName] === undefined);
  const bucket = own === null || own >= UNREACHABLE_MS ? null : pingBucket(own);

  return (
    <section className="speed-panel" aria-labelledby="speed-panel-title" data-testid="speed-panel">
      <h2 id="speed-panel-title">{t('speedTest.title')}</h2>
      <p className="speed-intro">{t('speedTest.intro')}</p>
      <p className="speed-current" data-testid="speed-current">
        {own === null
          ? t('speedTest.currentTesting')
          : bucket
            ? t('speedTest.current', { min: bucket.min, max: bucket.max })
            : t('speedTest.currentUnreachable')}
      </p>
      {routes.isError ? (
        <LoadError error={routes.error} retry={() => void routes.refetch()} />
      ) : !routes.data ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="speed-empty">{t('speedTest.empty')}</p>
      ) : (
        <>
          <table className="speed-table">
            <caption className="visually-hidden">{t('speedTest.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('speedTest.line')}</th>
                <th scope="col">{t('speedTest.speed')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('speedTest.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map(({ domainName }) => {
                const ms = speeds[domainName] ?? null;
                const rating = rateSpeed(ms);
                return (
                  <tr key={domainName} data-testid="speed-row" data-rating={rating}>
                    <th scope="row" className="speed-domain">
                      {domainName}
                    </th>
                    <td>
                      <span className={`speed-icon speed-icon--${rating}`} aria-hidden="true">
                        <span />
                        <span />
                        <span />
                      </span>
                      <span className="speed-rating">{t(`speedTest.rating.${rating}`)}</span>
                      {ms !== null ? (
                        <span className="speed-ms">
                          {ms >= UNREACHABLE_MS ? t('speedTest.unreachable') : t('speedTest.ms', { ms })}
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <a
                        className="speed-enter"
                        href={`${window.location.protocol}//${domainName}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('speedTest.enterLabel', { domain: domainName })}
                      >
                        {t('speedTest.enter')}
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="visually-hidden" role="status" aria-live="polite">
            {pending ? t('speedTest.testing') : started ? t('speedTest.done') : ''}
          </p>
          <Button variant="secondary" onClick={retest} disabled={pending}>
            {started ? t('speedTest.retest') : t('speedTest.start')}
          </Button>
        </>
      )}
    </section>
  );
}
