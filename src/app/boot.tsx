import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import {
  BootSplash,
  LoadError,
  MaintenancePage,
  RegionBlockPage,
} from '../features/shell/components/full-page-states';
import { fullPageState } from '../../core/layout/full-page-state';
import { adoptDefaultLanguage } from '../i18n/index';
import { routesFile } from '../layout/files';
import { siteSettingsQuery, statusQuery } from '../lib/api/queries';
import { createAppRouter } from './router';

/**
 * Boot (DESIGN.md "Boot", §4 System status): `GET /wps/system/status` decides the full-page
 * states (1 maintenance, 2 region restriction; maintenance wins), then the site settings are
 * needed before the router renders. Both calls start at once; a failed call shows a translated
 * message with a retry button.
 */
export function Boot() {
  const status = useQuery(statusQuery());
  const settings = useQuery(siteSettingsQuery());
  const [router] = useState(() => createAppRouter(routesFile));
  const defaultLanguage = settings.data?.defaultLanguage;

  useEffect(() => {
    if (defaultLanguage) void adoptDefaultLanguage(defaultLanguage);
  }, [defaultLanguage]);

  if (status.isPending) return <BootSplash />;
  if (status.isError) return <LoadError onRetry={() => void status.refetch()} />;
  const value = status.data;
  const state = fullPageState(value);
  if (state === 'maintenance') return <MaintenancePage status={value} settings={settings.data} />;
  if (state === 'regionRestricted') return <RegionBlockPage status={value} settings={settings.data} />;
  if (settings.isPending) return <BootSplash />;
  if (settings.isError) return <LoadError onRetry={() => void settings.refetch()} />;
  return <RouterProvider router={router} />;
}
