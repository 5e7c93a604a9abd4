import { getMemberInfo } from './api/endpoints';
import type { MemberInfo } from './api/types';
import { queryClient, queryKeys } from './query-client';
import { setSession, updateMember } from './session';

/** Stores the token and member of a log-in answer (§4 Login: token in session storage). */
export function storeLogin(value: { token: string; user: unknown }): void {
  setSession({ token: value.token, member: value.user as MemberInfo });
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
}

/** Loads member info after log-in (§4: "member info loaded") and saves it in the session. */
export async function reloadMember(): Promise<void> {
  const member = await getMemberInfo();
  updateMember(member);
  queryClient.setQueryData(queryKeys.member.info(), member);
}
