import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { registerSettingsQuery, siteSettingsQuery } from './api/queries';
import type { RegisterSettings, SiteSettings } from './api/types';

/** Site settings; boot loads them before the shell renders, so this never suspends there. */
export function useSiteSettings(): SiteSettings {
  return useSuspenseQuery(siteSettingsQuery()).data;
}

/** Register settings if loaded (footer age text); undefined while loading or on failure. */
export function useRegisterSettings(): RegisterSettings | undefined {
  return useQuery(registerSettingsQuery()).data;
}
