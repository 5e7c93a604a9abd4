import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useLayoutEffect } from 'react';
import {
  BootSplash,
  LoadError,
  MaintenancePage,
  RegionBlockPage,
} from '../features/shell/components/full-page-states';
import { releaseFirstScreen } from '../lib/first-screen';
import { fullPageState } from '../../core/layout/full-page-state';
import { adoptDefaultLanguage } from '../i18n/index';
import { siteSettingsQuery, statusQuery } from '../lib/api/queries';
import { AppRouter } from './router';

/**
 * Boot (DESIGN.md "Boot", §4 System status): `GET /wps/system/status` decides the full-page
 * states (1 maintenance, 2 region restriction; maintenance wins), then the site settings are
 * needed before the router renders. Both calls start at once; a failed call shows a translated
 * message with a retry button.
 *
 * The router mounts the whole first screen at once. A query's answer re-renders synchronously
 * (TanStack Query reads its cache through `useSyncExternalStore`), so the router's mount follows
 * the settings through `useDeferredValue`: React renders it as a transition that yields to the
 * browser every few ms instead of one long task (issue 13, TBT).
 */
export function Boot() {
  const status = useQuery(statusQuery());
  const settings = useQuery(siteSettingsQuery());
  const defaultLanguage = settings.data?.defaultLanguage;
  const routerReady = useDeferredValue(settings.isSuccess);

  // Whatever this commit shows takes over from the server's first screen unless it is a splash.
  useLayoutEffect(() => releaseFirstScreen());

  useEffect(() => {
    if (defaultLanguage) void adoptDefaultLanguage(defaultLanguage);
  }, [defaultLanguage]);

  if (status.isPending) return <BootSplash />;
  if (status.isError) return <LoadError onRetry={() => void status.refetch()} />;
  const value = status.data;
  const state = fullPageState(value);
  if (state === 'maintenance') return <MaintenancePage status={value} settings={settings.data} />;
  if (state === 'regionRestricted') return <RegionBlockPage status={value} settings={settings.data} />;
  if (settings.isError) return <LoadError onRetry={() => void settings.refetch()} />;
  if (settings.isPending || !routerReady) return <BootSplash />;
  return <AppRouter />;
}
