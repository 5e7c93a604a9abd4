import type { SiteContext } from './site-context';

/** A guest context with nothing enabled; tests override what they need. */
export function testContext(overrides: Partial<SiteContext> = {}): SiteContext {
  return {
    status: 0,
    modules: new Set(),
    flags: {},
    loggedIn: false,
    role: 'guest',
    rankLevel: 0,
    route: '/',
    resources: new Set(),
    customerServiceCount: 0,
    toUpline: false,
    ...overrides,
  };
}
