import { describe, expect, it } from 'vitest';
import { resolveRoute } from './routes';
import { testContext } from './test-context';
import type { RoutesFile } from './types';

const file: RoutesFile = {
  kind: 'routes',
  loginExempt: ['/'],
  notFound: 'page.notFound',
  notAvailable: 'page.notAvailable',
  routes: [
    { path: '/', page: 'games.home', chrome: 'full', bannerGroup: 'w_home' },
    {
      path: '/live',
      page: 'games.categoryPage',
      module: 'live',
      chrome: 'full',
      bannerGroup: 'w_live',
      props: { gameType: 'LIVE' },
    },
    { path: '/vip', page: 'page.vip', chrome: 'full', when: { loggedIn: true } },
  ],
};

describe('resolveRoute (§2 Routes, §3 Permission response)', () => {
  it('resolves page, banner, chrome and redirect of a route in one pass', () => {
    const ctx = testContext({ modules: new Set(['live']), route: '/LIVE' });
    const resolved = resolveRoute(file, '/LIVE', ctx);
    expect(resolved.route?.path).toBe('/live');
    expect(resolved.index).toBe(1);
    expect(resolved.available).toBe(true);
    expect(resolved.page).toMatchObject({ component: 'games.categoryPage', props: { gameType: 'LIVE' } });
    expect(resolved.banner).toMatchObject({ component: 'shell.banner', props: { group: 'w_live' } });
    expect(resolved.chrome).toMatchObject({ header: true, footer: true });
    expect(resolved.redirect).toBeNull();
  });

  it('answers the notAvailable page, without the banner, while the route’s module is off', () => {
    const resolved = resolveRoute(file, '/live', testContext({ modules: new Set(['home']) }));
    expect(resolved.available).toBe(false);
    expect(resolved.page).toMatchObject({ id: 'notAvailable', component: 'page.notAvailable' });
    expect(resolved.banner).toBeNull();
    expect(resolved.redirect).toBeNull();
  });

  it('answers notFound for an unknown path and redirects a route whose condition fails', () => {
    expect(resolveRoute(file, '/nowhere', testContext()).page.component).toBe('page.notFound');
    expect(resolveRoute(file, '/vip', testContext()).redirect).toBe('/');
    expect(resolveRoute(file, '/', testContext()).page.component).toBe('games.home');
  });
});
