import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDomainRoutes } from '../../lib/api/endpoints';
import { queryKeys } from '../../lib/query-client';
import { AuthDialog } from './auth-dialog';
import { buttonClassName } from '../../components/button';
import { LoadError, Loading } from '../../components/states';
import { pingDomain, rateSpeed } from '../../lib/speed-test';

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
