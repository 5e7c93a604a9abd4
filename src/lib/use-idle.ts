import { startTransition, useEffect, useState } from 'react';

/**
 * True once the browser has been idle after `ready` turned true (`requestIdleCallback`, at most
 * 2000 ms; 200 ms where it is missing), and from then on.
 *
 * For work a screen can start a little later than its first paint, so it does not share the long
 * task of a data answer's render (issue 13, TBT): a carousel measures every slide when it starts
 * (a forced layout), and until then its first slide shows on its own. The switch to true is a
 * transition, so what it adds is rendered time-sliced.
 */
export function useIdle(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => startTransition(() => setIdle(true)), {
        timeout: 2000,
      });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => startTransition(() => setIdle(true)), 200);
    return () => window.clearTimeout(timer);
  }, [ready, idle]);
  return idle;
}
