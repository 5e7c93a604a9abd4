import { describe, expect, it } from 'vitest';
import { evaluateCondition, matchRoutePattern } from './conditions';
import { testContext } from './test-context';
import type { Condition } from './types';

describe('evaluateCondition', () => {
  it('holds when there is no condition', () => {
    expect(evaluateCondition(undefined, testContext())).toBe(true);
  });

  it('module: enabled whitelabel module', () => {
    const ctx = testContext({ modules: new Set(['live']) });
    expect(evaluateCondition({ module: 'live' }, ctx)).toBe(true);
    expect(evaluateCondition({ module: 'rng' }, ctx)).toBe(false);
  });

  it('flag: on only when exactly true; unknown flags are off', () => {
    const ctx = testContext({ flags: { freePlay: true, smsLogin: false } });
    expect(evaluateCondition({ flag: 'freePlay' }, ctx)).toBe(true);
    expect(evaluateCondition({ flag: 'smsLogin' }, ctx)).toBe(false);
    expect(evaluateCondition({ flag: 'nope' }, ctx)).toBe(false);
  });

  it('loggedIn: true and false', () => {
    expect(evaluateCondition({ loggedIn: false }, testContext())).toBe(true);
    expect(evaluateCondition({ loggedIn: true }, testContext())).toBe(false);
    expect(evaluateCondition({ loggedIn: true }, testContext({ loggedIn: true, role: 'member' }))).toBe(true);
  });

  it('role: agent, member, trial, guest', () => {
    for (const role of ['agent', 'member', 'trial', 'guest'] as const) {
      const ctx = testContext({ role, loggedIn: role !== 'guest' });
      expect(evaluateCondition({ role }, ctx)).toBe(true);
      expect(evaluateCondition({ role: role === 'agent' ? 'member' : 'agent' }, ctx)).toBe(false);
    }
  });

  it('rankAbove: strictly above', () => {
    expect(evaluateCondition({ rankAbove: 4 }, testContext({ rankLevel: 5 }))).toBe(true);
    expect(evaluateCondition({ rankAbove: 4 }, testContext({ rankLevel: 4 }))).toBe(false);
  });

  it('route: pattern with wildcard, case-insensitive', () => {
    expect(evaluateCondition({ route: '/promo*' }, testContext({ route: '/promoDetail' }))).toBe(true);
    expect(evaluateCondition({ route: '/vnlottery' }, testContext({ route: '/vnLottery' }))).toBe(true);
    expect(evaluateCondition({ route: '/live' }, testContext({ route: '/lively' }))).toBe(false);
  });

  it('resource: resourceType present', () => {
    const ctx = testContext({ resources: new Set(['android']) });
    expect(evaluateCondition({ resource: 'android' }, ctx)).toBe(true);
    expect(evaluateCondition({ resource: 'ios' }, ctx)).toBe(false);
  });

  it('customerService: true when entries exist, false when none', () => {
    expect(evaluateCondition({ customerService: true }, testContext({ customerServiceCount: 2 }))).toBe(true);
    expect(evaluateCondition({ customerService: true }, testContext())).toBe(false);
    expect(evaluateCondition({ customerService: false }, testContext())).toBe(true);
  });

  it('toUpline: true only for a downline that may transfer to its upline', () => {
    expect(evaluateCondition({ toUpline: true }, testContext({ loggedIn: true, toUpline: true }))).toBe(true);
    expect(evaluateCondition({ toUpline: true }, testContext({ loggedIn: true }))).toBe(false);
    expect(evaluateCondition({ toUpline: false }, testContext())).toBe(true);
  });

  it('all / any / not, nested; empty all holds, empty any fails', () => {
    const ctx = testContext({ loggedIn: true, role: 'member', flags: { referralButton: true } });
    const referral: Condition = {
      any: [{ role: 'agent' }, { all: [{ loggedIn: true }, { flag: 'referralButton' }] }],
    };
    expect(evaluateCondition(referral, ctx)).toBe(true);
    expect(evaluateCondition(referral, testContext())).toBe(false);
    expect(evaluateCondition({ not: { loggedIn: true } }, ctx)).toBe(false);
    expect(evaluateCondition({ all: [] }, ctx)).toBe(true);
    expect(evaluateCondition({ any: [] }, ctx)).toBe(false);
  });

  it('throws on an object with no known operator', () => {
    expect(() => evaluateCondition(JSON.parse('{"js":"true"}') as Condition, testContext())).toThrow(
      /Unknown condition/,
    );
  });
});

describe('matchRoutePattern', () => {
  it('escapes regex characters and ignores a trailing slash', () => {
    expect(matchRoutePattern('/index.html', '/index.html')).toBe(true);
    expect(matchRoutePattern('/index.html', '/indexxhtml')).toBe(false);
    expect(matchRoutePattern('/help', '/help/')).toBe(true);
    expect(matchRoutePattern('/', '/')).toBe(true);
  });
});
