import type { MemberInfo } from './types';

/**
 * A member info (§3 Member info) for tests: demo1, a regular member (type 1, not an agent, no
 * upline transfer, no club label), with `overrides` applied. Test code only.
 */
export function testMember(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1,
    account: 'demo1',
    nickname: 'Demo',
    type: 1,
    isAgent: 0,
    toUpline: false,
    clubLabel: null,
    memberLabel: [],
    avatarUrl: '',
    email: '',
    mobileNum: '',
    countryDialingCode: '+84',
    currency: 'VND',
    ...overrides,
  };
}
