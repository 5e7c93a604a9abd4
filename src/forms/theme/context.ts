/**
 * The RJSF `formContext` of Lotus forms: how the page (the lead's auth feature) passes captcha,
 * SMS and dialing-code behaviour into the theme's widgets, plus the state SchemaForm adds.
 */
import type { Registry, RJSFSchema } from '@rjsf/utils';
import type { Captcha } from '../types.ts';
import type { FormValues } from '../converter.ts';

/** State of the SMS send button (§4 SMS send button), typically from the smsCountdown machine. */
export interface SmsButtonState {
  /** Button inactive (e.g. the machine is `sending`). */
  disabled?: boolean;
  /** Seconds left on the countdown; > 0 shows 'code sent {{seconds}}s' and disables the button. */
  remainingSeconds?: number;
  /** Called with the current form data (mobile number, dialing code, captcha, captchaKey). */
  onSend?: (values: FormValues) => void;
}

/** What the page passes in `formContext`. */
export type LotusFormContextInput = {
  /** Loads a captcha image (`GET /wps/captcha`); called on mount and on click (≤ once per second, §9). */
  loadCaptcha?: () => Promise<Captcha>;
  /** Bump to force a new captcha (after a failed log-in or registration). */
  captchaVersion?: number;
  /** SMS send button state and handler. */
  sms?: SmsButtonState;
};

/** The full context the theme reads: the page's input plus SchemaForm's own state. */
export type LotusFormContext = LotusFormContextInput & {
  /** Fields whose errors are shown: blurred fields, or 'all' after a submit attempt. */
  errorsVisibleFor?: 'all' | readonly string[];
  /** Fields edited since they were last checked, whose errors are not shown (`clearErrorOnEdit`). */
  errorsHiddenFor?: readonly string[];
  /** Current dialing code (the mobile widget's select). */
  countryDialingCode?: string;
  setCountryDialingCode?: (code: string) => void;
  /** Stores the key of the captcha image shown, sent with the captcha answer. */
  setCaptchaKey?: (key: string) => void;
  /** Snapshot of the current form data. */
  getFormData?: () => FormValues;
};

/** Registry type of Lotus forms. */
export type LotusRegistry = Registry<FormValues, RJSFSchema, LotusFormContext>;

/**
 * The property name of a widget/field id (`lotusr0_username` → `username`): ids are
 * `{idPrefix}_{name}` and form property names never contain `_`.
 */
export function fieldNameOf(id: string): string {
  return id.slice(id.lastIndexOf('_') + 1);
}

/**
 * The message to show for a field, or undefined: only the FIRST message (§8 "shown under each
 * input as the first validation message"), only once the field was blurred or the form
 * submitted, and not while the field is being edited (`errorsHiddenFor`).
 */
export function visibleError(
  registry: LotusRegistry,
  name: string,
  rawErrors: readonly string[] | undefined,
): string | undefined {
  const first = rawErrors?.[0];
  if (!first) return undefined;
  const { errorsVisibleFor: visible, errorsHiddenFor: hidden } = registry.formContext;
  if (hidden?.includes(name)) return undefined;
  if (visible === 'all' || visible?.includes(name)) return first;
  return undefined;
}
