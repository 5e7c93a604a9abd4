/**
 * Register-rule semantics shared by the site's forms converter and the server's re-validation
 * (§3 register rules, §5 Validation rules): the 19 pattern kinds, the one safety check every
 * operator pattern passes, which fields show and which are required. Pure TypeScript: no React,
 * no RJSF, no ajv, no Node built-ins.
 */
import type { FieldName, RegisterFlags, RegisterRule } from '../schemas/generated/api.ts';

/**
 * The 16 registration fields that carry a rule (§3 "Registration rule per field"), in the order §3
 * lists them. Only these appear on the registration forms.
 */
export const REGISTRATION_FIELDS: readonly FieldName[] = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
];

/**
 * The member-profile fields that carry a rule (§3 "Profile-type fields in texts"), in the order the
 * profile form shows them. They are switched and constrained like registration fields (same
 * {@link isShown} / {@link isRequired} / pattern semantics), but only the profile form
 * (`POST /wps/member/profile`) uses them: they never appear on a registration form. The profile's
 * real name follows the registration rule `payeeName` (it is the payee name).
 */
export const PROFILE_RULE_FIELDS: readonly FieldName[] = [
  'nickname',
  'birthday',
  'gender',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'telegram',
];

/** Every rule field: {@link REGISTRATION_FIELDS} then {@link PROFILE_RULE_FIELDS}. */
export const FIELD_NAMES: readonly FieldName[] = [...REGISTRATION_FIELDS, ...PROFILE_RULE_FIELDS];

/** Fields that are required whenever they are shown, whatever their rule says (§5). */
export const ALWAYS_REQUIRED: ReadonlySet<FieldName> = new Set<FieldName>([
  'username',
  'password',
  'mobileNum',
  'paymentPassword',
]);

/** The part of the brand's register configuration the show/require rules read. */
export interface RuleSet {
  rules: Partial<Record<FieldName, RegisterRule>>;
  flags: Pick<RegisterFlags, 'fields'>;
}

/**
 * §5: a configured field shows when its rule is enabled and the operator has not switched it off
 * (`rules[f].enabled && flags.fields[f] !== false`). A missing rule counts as disabled.
 */
export function isShown(ruleSet: RuleSet, field: FieldName): boolean {
  return ruleSet.rules[field]?.enabled === true && ruleSet.flags.fields[field] !== false;
}

/**
 * §5: whether a shown field must be filled: username, password, mobileNum and paymentPassword
 * always; every other field when its rule says `required`.
 */
export function isRequired(ruleSet: RuleSet, field: FieldName): boolean {
  return ALWAYS_REQUIRED.has(field) || ruleSet.rules[field]?.required === true;
}

/** Length in code points, as JSON Schema `minLength`/`maxLength` count (an emoji is one). */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

/** One §5 pattern kind: the platform's `patternId`, a stable kind name and a safe reference regex. */
export interface PatternKind {
  /** The platform's `patternId`; the message key is `forms:reg_pattern_{id}`. */
  readonly id: number;
  /** Stable camelCase name of the kind (used in docs, tests and brand-config defaults). */
  readonly kind: string;
  /**
   * Reference regular expression (source, compiled with the `u` flag like ajv does). The server's
   * `acceptedPattern` is authoritative; this one documents the kind, feeds brand-config defaults
   * and tests, and passes {@link checkPattern}.
   */
  readonly pattern: string;
  /**
   * True when the kind's message does not state the lengths: a length failure then gets the
   * generic `errors.length` message instead of `reg_pattern_{id}`.
   */
  readonly lengthMessage?: boolean;
}

/**
 * §5 pattern kinds, ids 1–19 in the order the spec lists them. The id is the `patternId` a
 * `RegisterRule` carries, and selects the message `forms:reg_pattern_{id}`.
 */
export const PATTERN_KINDS: readonly PatternKind[] = [
  { id: 1, kind: 'any', pattern: '^[\\s\\S]*$' },
  { id: 2, kind: 'letterFirstAlphanumeric', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
  { id: 3, kind: 'chineseWithDigits', pattern: '^[\\u4e00-\\u9fa50-9]+$' },
  { id: 4, kind: 'email', pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\\.[A-Za-z0-9.-]*[A-Za-z]$' },
  { id: 5, kind: 'alphanumeric', pattern: '^[A-Za-z0-9]+$' },
  { id: 6, kind: 'lettersAndDigits', pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$' },
  { id: 7, kind: 'digits', pattern: '^[0-9]+$' },
  { id: 8, kind: 'alphanumericWithUppercase', pattern: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  { id: 9, kind: 'englishWithSpaces', pattern: '^[A-Za-z ]+$' },
  { id: 10, kind: 'noSpaces', pattern: '^\\S+$' },
  {
    id: 11,
    kind: 'chineseWithPunctuation',
    pattern: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff01-\\uff5e\\u00b7]+$',
  },
  { id: 12, kind: 'dateYmd', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' },
  { id: 13, kind: 'dateMdy', pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$' },
  { id: 14, kind: 'lettersWithSpace', pattern: '^[\\p{L}\\p{M} ]+$' },
  { id: 15, kind: 'koreanOnly', pattern: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$' },
  { id: 16, kind: 'thaiOnly', pattern: '^[\\u0e00-\\u0e7f]+$' },
  { id: 17, kind: 'thaiOrEnglishWithSpaces', pattern: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  { id: 18, kind: 'uppercaseWithSpaces', pattern: '^[A-Z ]+$' },
  { id: 19, kind: 'lettersDigitsSymbols', pattern: '^[\\x21-\\x7e]+$' },
];

/**
 * Lotus pattern kinds for the member-profile fields, which §5 does not constrain: ids 20 and 21
 * continue the §5 numbering, so an operator picks them by `patternId` like any other kind and the
 * message key is `forms:reg_pattern_{id}` as well.
 * - 20 `telegramUsername`: an optional leading `@`, then 5–32 letters, digits or underscores.
 * - 21 `plainText`: any text without control characters or angle brackets (names, addresses shown
 *   back to the member). Its message does not state lengths, so length failures of a field of this
 *   kind use `errors.length` ({@link patternMessageKey}).
 */
export const PROFILE_PATTERN_KINDS: readonly PatternKind[] = [
  { id: 20, kind: 'telegramUsername', pattern: '^@?[A-Za-z0-9_]{5,32}$' },
  { id: 21, kind: 'plainText', pattern: '^[^\\p{Cc}<>]+$', lengthMessage: true },
];

/** The `patternId` of the email kind, used when a form needs a valid email and the rule has none. */
export const EMAIL_PATTERN_ID = 4;

/** Looks up a kind by `patternId` (§5 ids 1–19, profile ids 20–21); `undefined` for other ids. */
export function patternKind(patternId: number): PatternKind | undefined {
  return (
    PATTERN_KINDS.find((k) => k.id === patternId) ?? PROFILE_PATTERN_KINDS.find((k) => k.id === patternId)
  );
}

/** What failed: the pattern, or the length (min/max) of the value. */
export type RuleFailure = 'pattern' | 'length';

/**
 * The message key (namespace `forms`) for a pattern or length failure (§5 "pattern failure gives
 * reg_pattern_{patternId} text with min and max"). Explicit fallback: an id the table does not know
 * gets the generic `errors.format` text, so a new server id never shows a raw key. A length failure
 * of a kind whose message does not state lengths ({@link PatternKind.lengthMessage}) gets
 * `errors.length` (with the same min/max/range values).
 */
export function patternMessageKey(patternId: number, failure: RuleFailure = 'pattern'): string {
  const kind = patternKind(patternId);
  if (!kind) return 'errors.format';
  return failure === 'length' && kind.lengthMessage === true ? 'errors.length' : `reg_pattern_${patternId}`;
}

/** Longest server pattern accepted; longer ones are dropped (cost of compiling and matching). */
export const MAX_PATTERN_LENGTH = 500;

/** Result of {@link checkPattern}. */
export type PatternCheck = { ok: true } | { ok: false; reason: string };

/**
 * Decides whether a server pattern may be used by ajv (which compiles patterns with the `u` flag).
 * Rejects: longer than {@link MAX_PATTERN_LENGTH} characters; not a valid `u`-mode regular
 * expression; a repeated group that itself contains a repeating quantifier (`(a+)+`, `(\d*)*`,
 * `(x{2,})+`), the classic catastrophic-backtracking shape. The nested-quantifier test is a
 * syntactic heuristic: it does not prove other patterns linear, it removes the shape that turns a
 * 30-character input into minutes of CPU.
 *
 * @param pattern - regular expression source as the platform sends it (no slashes, no flags)
 * @returns `{ ok: true }` or `{ ok: false, reason }` with an English reason for the log
 */
export function checkPattern(pattern: string): PatternCheck {
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return { ok: false, reason: `pattern is longer than ${MAX_PATTERN_LENGTH} characters` };
  }
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `pattern is not a valid regular expression (${detail})` };
  }
  if (hasNestedQuantifier(pattern)) {
    return { ok: false, reason: 'pattern has nested quantifiers (catastrophic backtracking)' };
  }
  if (hasBackReference(pattern)) {
    return { ok: false, reason: 'pattern has back-references (not allowed: matching can be exponential)' };
  }
  return { ok: true };
}

/** A compiled `acceptedPattern` (§5): anything, a regular expression, or unusable (its check skipped). */
export type CompiledPattern =
  { kind: 'any' } | { kind: 'regex'; regex: RegExp } | { kind: 'unusable'; reason: string };

/**
 * Compiles an operator's `acceptedPattern` with the `u` flag, as JSON Schema `pattern` is in ajv.
 * `*` or an empty pattern means any value (§5). A pattern {@link checkPattern} refuses is
 * `unusable`, with its reason; callers skip the pattern check and log the reason, never crash.
 */
export function compilePattern(pattern: string): CompiledPattern {
  const source = pattern.trim();
  if (source === '' || source === '*') return { kind: 'any' };
  const check = checkPattern(source);
  if (!check.ok) return { kind: 'unusable', reason: check.reason };
  return { kind: 'regex', regex: new RegExp(source, 'u') };
}

/** `\1`–`\9` or `\k<name>` outside a character class. */
function hasBackReference(source: string): boolean {
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '[') {
      i = skipClass(source, i);
    } else if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && source[i + 2] === '<')) return true;
      i += 2;
    } else {
      i += 1;
    }
  }
  return false;
}

/** Reads a quantifier at `i`; returns its length and whether it repeats (max > 1), or null. */
function readQuantifier(source: string, i: number): { length: number; repeats: boolean } | null {
  const c = source[i];
  if (c === '*' || c === '+') return { length: 1 + lazySuffix(source, i + 1), repeats: true };
  if (c === '?') return { length: 1 + lazySuffix(source, i + 1), repeats: false };
  if (c !== '{') return null;
  const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
  return { length: match[0].length + lazySuffix(source, i + match[0].length), repeats: max > 1 };
}

function lazySuffix(source: string, i: number): number {
  return source[i] === '?' ? 1 : 0;
}

/** Walks the pattern once, tracking per group whether it contains a repeating quantifier. */
function hasNestedQuantifier(source: string): boolean {
  const stack: boolean[] = [false];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\') {
      i += 2;
    } else if (c === '[') {
      i = skipClass(source, i);
    } else if (c === '(') {
      stack.push(false);
      i += 1;
      // Group prefixes (?: (?= (?! (?<= (?<! (?<name>) are not quantifiers.
      if (source[i] === '?') i += 1;
    } else if (c === ')') {
      const innerRepeats = stack.pop() ?? false;
      i += 1;
      const quantifier = readQuantifier(source, i);
      if (quantifier) {
        if (quantifier.repeats && innerRepeats) return true;
        i += quantifier.length;
      }
      const top = stack.length - 1;
      stack[top] = (stack[top] ?? false) || innerRepeats || (quantifier?.repeats ?? false);
      continue;
    } else {
      const quantifier = readQuantifier(source, i);
      if (quantifier) {
        if (quantifier.repeats) stack[stack.length - 1] = true;
        i += quantifier.length;
      } else {
        i += 1;
      }
    }
  }
  return false;
}

function skipClass(source: string, start: number): number {
  let i = start + 1;
  while (i < source.length && source[i] !== ']') {
    i += source[i] === '\\' ? 2 : 1;
  }
  return i + 1;
}
