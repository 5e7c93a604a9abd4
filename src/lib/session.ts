import { useSyncExternalStore } from 'react';
import type { MemberInfo } from './api/types';
import { SESSION_TOKEN_KEY } from './document-prefs';

/**
 * The logged-in state (§4 Login: "token stored in the session, user info saved"). Backed by
 * sessionStorage so a reload keeps the session and closing the tab ends it.
 */
export interface Session {
  token: string | null;
  member: MemberInfo | null;
  /**
   * The platform refused the token (401) and the member has not logged in again yet (issue 14
   * point 10). The page stays as it is, with what was typed, until they log in again or give up.
   */
  expired?: boolean;
}

const TOKEN_KEY = SESSION_TOKEN_KEY;
const MEMBER_KEY = 'member';
const EXPIRED_KEY = 'sessionExpired';
/** Keys that survive log-out (§4 Logout: "clears session storage except merchant code"). */
const KEPT_ON_CLEAR = ['merchantCode'];

const listeners = new Set<() => void>();
let snapshot: Session = read();

function store(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function read(): Session {
  const s = store();
  if (!s) return { token: null, member: null };
  let member: MemberInfo | null = null;
  try {
    const raw = s.getItem(MEMBER_KEY);
    member = raw ? (JSON.parse(raw) as MemberInfo) : null;
  } catch {
    member = null;
  }
  return { token: s.getItem(TOKEN_KEY), member, expired: s.getItem(EXPIRED_KEY) === '1' };
}

function emit(): void {
  snapshot = read();
  for (const l of listeners) l();
}

/** The current session, outside React. */
export function getSession(): Session {
  return snapshot;
}

/** React hook: re-renders when the session changes. */
export function useSession(): Session {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
    () => snapshot,
  );
}

/** Stores a fresh session after log-in, registration or free play. */
export function setSession(next: { token: string; member: MemberInfo | null }): void {
  const s = store();
  s?.setItem(TOKEN_KEY, next.token);
  s?.removeItem(EXPIRED_KEY);
  if (next.member) s?.setItem(MEMBER_KEY, JSON.stringify(next.member));
  else s?.removeItem(MEMBER_KEY);
  emit();
}

/** Replaces the saved member info (after `GET /wps/member/info`). */
export function updateMember(member: MemberInfo): void {
  store()?.setItem(MEMBER_KEY, JSON.stringify(member));
  emit();
}

/**
 * Marks the session expired after a 401 (issue 14 point 10) without logging out: the member keeps
 * the page and what they typed while the login popup asks them to log in again; giving up there
 * clears the session ({@link clearSession}).
 */
export function expireSession(): void {
  store()?.setItem(EXPIRED_KEY, '1');
  emit();
}

/** Logs out locally: clears session storage except the merchant code (§4 Logout). */
export function clearSession(): void {
  const s = store();
  if (s) {
    const kept = KEPT_ON_CLEAR.map((k) => [k, s.getItem(k)] as const);
    s.clear();
    for (const [k, v] of kept) if (v !== null) s.setItem(k, v);
  }
  emit();
}

/** Agents are isAgent 1, 2, 41 or 42 (§3 Account types). */
export function isAgent(member: MemberInfo | null): boolean {
  return member !== null && [1, 2, 41, 42].includes(member.isAgent);
}

/**
 * The member must change the password before anything else (issue 14 point 7: logged in with the
 * default or an expired password). The change-password modal is then the only dialog: nothing
 * else (a member or agent centre, the contract offers popup) opens over or under it.
 */
export function mustChangePassword(member: MemberInfo | null): boolean {
  return member?.mustChangePassword === true;
}

/** A trial account (type 4, §6) is told a real account is needed for member actions. */
export function isTrial(member: MemberInfo | null): boolean {
  return member?.type === 4;
}
