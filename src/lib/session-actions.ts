import { getMemberInfo } from './api/endpoints';
import type { MemberInfo } from './api/types';
import { queryClient, queryKeys } from './query-client';
import { getSession, setSession, updateMember } from './session';

/**
 * Forgets every cached answer that belongs to a member (wallet, records, agent centre, contracts,
 * …): all queries except the brand's `site` ones. Run at log-out and when another account logs in
 * on the same tab, so nobody sees the previous member's data, even for a moment.
 */
export function forgetMemberData(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.site.all[0] });
}

/** Stores the token and member of a log-in answer (§4 Login: token in session storage). */
export function storeLogin(value: { token: string; user: unknown }): void {
  const previous = getSession().member;
  const next = value.user as MemberInfo;
  if (previous && previous.id !== next.id) forgetMemberData();
  setSession({ token: value.token, member: next });
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
}

/** Loads member info after log-in (§4: "member info loaded") and saves it in the session. */
export async function reloadMember(): Promise<void> {
  const member = await getMemberInfo();
  updateMember(member);
  queryClient.setQueryData(queryKeys.member.info(), member);
}
