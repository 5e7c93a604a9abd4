/**
 * "Remember me" (§3 Login form, §9 "Remembered login cookies last 1 day"). Keeps the username and
 * the mobile number with its dialing code — never the password (DESIGN.md "Remember me"): password
 * saving is left to the browser's password manager.
 */
export interface RememberedLogin {
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

const COOKIE = 'lotus_remember';
/** One day, in seconds (§9). */
export const REMEMBER_MAX_AGE_S = 24 * 60 * 60;

export function readRemembered(): RememberedLogin {
  if (typeof document === 'undefined') return {};
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { username, mobileNum, countryDialingCode } = parsed as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return {
      username: str(username),
      mobileNum: str(mobileNum),
      countryDialingCode: str(countryDialingCode),
    };
  } catch {
    return {};
  }
}

/** Stores (remember = true) or forgets the login identifiers. Unknown keys are never written. */
export function writeRemembered(remember: boolean, value: RememberedLogin): void {
  if (typeof document === 'undefined') return;
  if (!remember) {
    document.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
    return;
  }
  const merged = { ...readRemembered(), ...value };
  const safe: RememberedLogin = {
    username: merged.username,
    mobileNum: merged.mobileNum,
    countryDialingCode: merged.countryDialingCode,
  };
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(safe))}; Max-Age=${REMEMBER_MAX_AGE_S}; Path=/; SameSite=Strict`;
}
