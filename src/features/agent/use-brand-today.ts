import { useMemo } from 'react';
import { todayIn } from '../../lib/date-ranges';
import { useSiteSettings } from '../../lib/use-site-settings';

/**
 * Today in the brand's time zone (site settings `timeZone`), so the agent reports' quick ranges
 * ask for the same days the server counts, whatever the device's zone (docs/contract-agent.md).
 */
export function useBrandToday(): Date {
  const { timeZone } = useSiteSettings();
  return useMemo(() => todayIn(timeZone), [timeZone]);
}
