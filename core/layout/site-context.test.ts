import { describe, expect, it } from 'vitest';
import {
  buildSiteContext,
  enabledModules,
  roleOf,
  type SessionLike,
  type SettingsLike,
} from './site-context';

const settings: SettingsLike = {
  whitelabel: [
    {
      modId: 'games',
      enabled: 1,
      childrenNodes: [
        { modId: 'live', enabled: 1, childrenNodes: [] },
        { modId: 'rng', enabled: 0 },
      ],
    },
    { modId: 'lottery', enabled: 0, childrenNodes: [{ modId: 'vnlottery', enabled: 1 }] },
  ],
  flags: { freePlay: true, directRegistration: false },
  resources: [{ resourceType: 'android' }, { resourceType: 'logo' }],
  customerService: [{ csType: 'livechat' }],
};

const member = (isAgent: number, type: number, rankLevel = 0): SessionLike['member'] => ({
  isAgent,
  type,
  clubLabel: { rankLevel },
});

describe('enabledModules', () => {
  it('finds enabled modIds recursively; a disabled node disables its subtree', () => {
    expect([...enabledModules(settings.whitelabel)].sort()).toEqual(['games', 'live']);
  });
});

describe('roleOf', () => {
  it('maps the session to a role (§6)', () => {
    expect(roleOf({ token: null, member: member(1, 0) })).toBe('guest');
    for (const isAgent of [1, 2, 41, 42])
      expect(roleOf({ token: 't', member: member(isAgent, 0) })).toBe('agent');
    expect(roleOf({ token: 't', member: member(0, 4) })).toBe('trial');
    expect(roleOf({ token: 't', member: member(0, 1) })).toBe('member');
    expect(roleOf({ token: 't', member: null })).toBe('member');
  });
});

describe('buildSiteContext', () => {
  it('collects modules, flags, resources, customer service, session and route', () => {
    const ctx = buildSiteContext({ status: 0 }, settings, { token: 't', member: member(0, 1, 6) }, '/live', {
      agentDividend: true,
      freePlay: false,
    });
    expect(ctx.modules.has('live')).toBe(true);
    expect(ctx.flags).toEqual({ agentDividend: true, freePlay: true, directRegistration: false });
    expect(ctx.resources.has('android')).toBe(true);
    expect(ctx.customerServiceCount).toBe(1);
    expect(ctx.loggedIn).toBe(true);
    expect(ctx.role).toBe('member');
    expect(ctx.rankLevel).toBe(6);
    expect(ctx.route).toBe('/live');
  });

  it('toUpline comes from the member info of a logged-in session only', () => {
    const downline = { token: 't', member: { isAgent: 0, type: 1, clubLabel: null, toUpline: true } };
    expect(buildSiteContext({ status: 0 }, settings, downline, '/').toUpline).toBe(true);
    expect(buildSiteContext({ status: 0 }, settings, { ...downline, token: null }, '/').toUpline).toBe(false);
    expect(
      buildSiteContext({ status: 0 }, settings, { token: 't', member: member(0, 1) }, '/').toUpline,
    ).toBe(false);
    expect(buildSiteContext({ status: 0 }, settings, { token: 't', member: null }, '/').toUpline).toBe(false);
  });

  it('a guest has rank 0 even with a stale member', () => {
    const ctx = buildSiteContext({ status: 0 }, settings, { token: null, member: member(0, 1, 6) }, '/');
    expect(ctx.loggedIn).toBe(false);
    expect(ctx.rankLevel).toBe(0);
  });
});
