import type { FastifyBaseLogger } from 'fastify';
import type { DialingCode, FieldName, RegisterRule } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { codePointLength, isRequired, isShown } from '../../../core/register-rules.ts';
import { fail } from '../errors.ts';

export { codePointLength };

// Control characters (C0, DEL, C1) in member-entered text.
const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * The brand's per-field registration rules enforced on the server (§3, §5): the same
 * `acceptedPattern` ("*" = anything), min/max length and required/enabled switches the site's
 * forms use. Every failure is a business failure `VALIDATION` whose message names the field.
 */
export class FieldRules {
  constructor(
    private readonly brand: BrandStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  rule(field: FieldName): RegisterRule {
    return this.brand.current().register.rules[field];
  }

  /** A field shows when `rules[f].enabled && flags.fields[f] !== false` (docs/contract.md). */
  shown(field: FieldName): boolean {
    return isShown(this.brand.current().register, field);
  }

  /** Required when shown: username, password, mobileNum, paymentPassword always; others per rule. */
  required(field: FieldName): boolean {
    return isRequired(this.brand.current().register, field);
  }

  /**
   * Checks `value` against the rule of `field`. Empty values pass unless `required`.
   * @param label the name used in the message (e.g. `newPassword` checked with the password rule).
   * @returns the trimmed-free value ('' when absent).
   * @throws AppError `VALIDATION` naming the field.
   */
  check(field: FieldName, value: string | undefined, required: boolean, label: string = field): string {
    const text = value ?? '';
    if (text === '') {
      if (required) throw fail('VALIDATION', `${label} must not be empty`);
      return '';
    }
    const rule = this.rule(field);
    const length = codePointLength(text);
    if (length < rule.minLength || length > rule.maxLength) {
      const bounds =
        rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength} to ${rule.maxLength}`;
      throw fail('VALIDATION', `${label} must be ${bounds} characters long`);
    }
    const pattern = this.brand.pattern(field);
    if (pattern.kind === 'regex' && !pattern.regex.test(text)) {
      throw fail('VALIDATION', `${label} has an invalid format`);
    }
    if (pattern.kind === 'unusable') {
      this.log.error({ field, reason: pattern.reason }, `register rule ${field}: acceptedPattern skipped`);
    }
    return text;
  }

  /**
   * One value of a member-profile update (§3 profile-type fields, §5), by the brand rule of
   * `field` as the site's profile form applies it: absent, or a field the brand does not show
   * ({@link shown}), is `undefined` (the update leaves it as it is); otherwise the value is
   * trimmed, '' meaning "clear", and a non-empty one must contain no control characters and pass
   * the rule's lengths and `acceptedPattern`. Whether a required field ends up empty is for
   * {@link requireFilled} on the result, since an absent field keeps its stored value.
   * @param label the name used in the message (`realName` is checked with the payeeName rule).
   * @returns the trimmed value, '' to clear, or undefined to leave the stored value.
   * @throws AppError `VALIDATION` naming the field.
   */
  profileValue(field: FieldName, value: string | undefined, label: string = field): string | undefined {
    if (value === undefined || !this.shown(field)) return undefined;
    const text = value.trim();
    // Stored text is shown back and exported: control characters are refused whatever the rule.
    if (CONTROL_CHARACTERS.test(text))
      throw fail('VALIDATION', `${label} contains characters that are not allowed`);
    return this.check(field, text, false, label);
  }

  /**
   * §5 "required": a shown field whose rule requires it may not be left empty (a member-profile
   * value after the update).
   * @throws AppError `VALIDATION` "{label} must not be empty".
   */
  requireFilled(field: FieldName, value: string, label: string = field): void {
    if (value === '' && this.shown(field) && this.required(field))
      throw fail('VALIDATION', `${label} must not be empty`);
  }

  /** A value that must be present (fields without a brand rule, e.g. verificationCode). */
  present(value: string | undefined, label: string, maxLength = 255): string {
    const text = value ?? '';
    if (text === '') throw fail('VALIDATION', `${label} must not be empty`);
    if (codePointLength(text) > maxLength)
      throw fail('VALIDATION', `${label} must be at most ${maxLength} characters long`);
    return text;
  }

  /**
   * Validates a mobile number with its dialing code: the code must be one of the brand's (default
   * the first), the number digits only with exactly the code's `digits` (§5 "correct with {0}
   * digits"), plus the mobileNum rule.
   * @returns the normalized dialing code (`+84`) and national number.
   * @throws AppError `VALIDATION` naming countryDialingCode or the number's field.
   */
  mobile(
    countryDialingCode: string | undefined,
    mobileNum: string | undefined,
    label = 'mobileNum',
  ): { countryDialingCode: string; mobileNum: string } {
    const codes = this.brand.current().dialingCodes;
    const dialing = this.dialingCode(countryDialingCode, codes);
    const number = (mobileNum ?? '').replace(/[\s-]/g, '');
    if (number === '') throw fail('VALIDATION', `${label} must not be empty`);
    if (!/^[0-9]+$/.test(number)) throw fail('VALIDATION', `${label} must contain digits only`);
    if (number.length !== dialing.digits)
      throw fail('VALIDATION', `${label} must have ${dialing.digits} digits for ${dialing.code}`);
    this.check('mobileNum', number, true, label);
    return { countryDialingCode: dialing.code, mobileNum: number };
  }

  private dialingCode(input: string | undefined, codes: DialingCode[]): DialingCode {
    const first = codes[0];
    if (!first) throw fail('VALIDATION', 'countryDialingCode is not supported');
    if (input === undefined || input.trim() === '') return first;
    const normalized = `+${input.trim().replace(/^\+/, '')}`;
    const found = codes.find((c) => c.code === normalized);
    if (!found) throw fail('VALIDATION', 'countryDialingCode is not supported');
    return found;
  }
}
