// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { testMember } from './api/test-member';
import { queryClient } from './query-client';
import { setSession } from './session';
import { forgetMemberData, storeLogin } from './session-actions';

afterEach(() => {
  queryClient.clear();
  sessionStorage.clear();
});

const seedCache = () => {
  queryClient.setQueryData(['site', 'settings'], { brand: 'Lotus' });
  queryClient.setQueryData(['contracts', 'view', 'dailyWage'], { own: null });
  queryClient.setQueryData(['agent', 'downlines'], { list: [] });
};

describe('member data in the query cache', () => {
  it('forgetMemberData keeps only the brand (site) answers', () => {
    seedCache();
    forgetMemberData();
    expect(queryClient.getQueryData(['site', 'settings'])).toEqual({ brand: 'Lotus' });
    expect(queryClient.getQueryData(['contracts', 'view', 'dailyWage'])).toBeUndefined();
    expect(queryClient.getQueryData(['agent', 'downlines'])).toBeUndefined();
  });

  it("another account logging in on the same tab never sees the previous member's data", () => {
    setSession({ token: 'a', member: testMember({ id: 1 }) });
    seedCache();
    storeLogin({ token: 'a2', user: testMember({ id: 1 }) });
    expect(queryClient.getQueryData(['agent', 'downlines'])).toEqual({ list: [] });
    storeLogin({ token: 'b', user: testMember({ id: 2 }) });
    expect(queryClient.getQueryData(['agent', 'downlines'])).toBeUndefined();
    expect(queryClient.getQueryData(['site', 'settings'])).toEqual({ brand: 'Lotus' });
  });
});
