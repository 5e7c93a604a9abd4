import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDomainRoutes } from '../../lib/api/endpoints';
import { queryKeys } from '../../lib/query-client';
import { AuthDialog } from './auth-dialog';
import { buttonClassName } from '../../components/button';
import { LoadError, Loading } from '../../components/states';

/** §9: an unreachable domain is rated slow at 9999 ms. */
export const UNREACHABLE_MS = 9999;
/** Per-domain ping timeout in ms. */
const PING_TIMEOUT_MS = 5000;

/** §4 Speed test per domain: untested, then fast (≤ 80 ms), normal (≤ 150 ms) or slow (§9). */
export type SpeedRating = 'untested' | 'fast' | 'normal' | 'slow';

export function rateSpeed(ms: number | null): SpeedRating {
  if (ms === null) return 'untested';
  if (ms <= 80) return 'fast';
  if (ms <= 150) return 'normal';
  return 'slow';
}

/** Times `GET {scheme}://{domain}/wps/system/test/ping?speed=<random>`; 9999 when unreachable. */
export async function pingDomain(domain: string): Promise<number> {
  const scheme = window.location.protocol;
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PING_TIMEOUT_MS);
  try {
    const res = await fetch(
      `${scheme}//${domain}/wps/system/test/ping?speed=${Math.random().toString(36).slice(2)}`,
      {
        signal: controller.signal,
        cache: 'no-store',
      },
    );
    if (!res.ok) return UNREACHABLE_MS;
    return Math.round(performance.now() - started);
  } catch {
    return UNREACHABLE_MS;
  } finally {
    clearTimeout(timer);
  }
}

/** Speed-check modal (§2 Modals): each domain with its speed in ms, a rating icon and Enter. */
export function SpeedTestDialog(props: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const routes = useQuery({ queryKey: queryKeys.site.domainRoutes(), queryFn: getDomainRoutes });
  const [speeds, setSpeeds] = useState<Record<string, number>>({});

  useEffect(() => {
    const list = routes.data?.domainList ?? [];
    let cancelled = false;
    for (const { domainName } of list) {
      void pingDomain(domainName).then((ms) => {
        if (!cancelled) setSpeeds((s) => ({ ...s, [domainName]: ms }));
      });
    }
    return () => {
      cancelled = true;
    };
  }, [routes.data]);

  return (
    <AuthDialog title={t('speedTitle')} onClose={props.onClose} testId="speed-test">
      {routes.isError ? (
        <LoadError error={routes.error} retry={() => void routes.refetch()} />
      ) : !routes.data ? (
        <Loading />
      ) : (
        <ul className="lotus-speed-list">
          {routes.data.domainList.map(({ domainName }) => {
            const ms = speeds[domainName] ?? null;
            const rating = rateSpeed(ms);
            return (
              <li key={domainName} className="lotus-speed-row">
                <span className={`lotus-speed-icon lotus-speed-icon--${rating}`} aria-hidden="true" />
                <span className="lotus-speed-domain">{domainName}</span>
                <span className="lotus-speed-ms">
                  {ms === null ? t('speed.untested') : `${t(`speed.${rating}`)} · ${t('speed.ms', { ms })}`}
                </span>
                <a
                  className={buttonClassName('primary')}
                  href={`${window.location.protocol}//${domainName}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('speed.enter')}
                  <span className="lotus-visually-hidden"> {domainName}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </AuthDialog>
  );
}
