import { useQuery } from '@tanstack/react-query';
import { countryCodesQuery, registerSettingsQuery, siteSettingsQuery } from '../../lib/api/queries';
import type { DialingCode, RegisterSettings, SiteSettings } from '../../lib/api/types';

/** What every auth form needs before it can render: brand flags, register rules, dialing codes. */
export type AuthData =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; site: SiteSettings; register: RegisterSettings; dialingCodes: DialingCode[] };

export function useAuthData(): AuthData {
  const site = useQuery(siteSettingsQuery());
  const register = useQuery(registerSettingsQuery());
  const codes = useQuery(countryCodesQuery());
  const failed = [site, register, codes].find((q) => q.isError);
  if (failed) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => {
        for (const q of [site, register, codes]) if (q.isError) void q.refetch();
      },
    };
  }
  if (site.data && register.data && codes.data) {
    return { status: 'ready', site: site.data, register: register.data, dialingCodes: codes.data };
  }
  return { status: 'loading' };
}
