import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_MINOR_UNITS, type MoneyCurrency } from '../../core/money';
import { balanceQuery, siteSettingsQuery } from './api/queries';
import { useSession } from './session';

/**
 * The currency amounts are shown in: the member's from the balance answer (`currency`,
 * `currencySymbol`, `minorUnits`, §7 Wallet) once it is in, else the brand's from the site
 * settings boot loaded (`currency`), so a visitor's amounts are formatted too. Fields neither
 * gives stay unknown: no code (symbol first), symbol '', {@link DEFAULT_MINOR_UNITS} decimals.
 * The balance is asked for only with a token: a visitor's page never sends a call bound to fail.
 */
export function useCurrency(): MoneyCurrency & { minorUnits: number } {
  const { token } = useSession();
  const balance = useQuery({ ...balanceQuery(), enabled: token !== null }).data;
  const brand = useQueryClient().getQueryData(siteSettingsQuery().queryKey)?.currency;
  return {
    code: balance?.currency ?? brand?.code,
    symbol: balance?.currencySymbol ?? brand?.symbol ?? '',
    minorUnits: balance?.minorUnits ?? brand?.minorUnits ?? DEFAULT_MINOR_UNITS,
  };
}
