import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from './api-failure';

/**
 * §4 Registration (with §4 Affiliate, §5 verification code, §8 invitation code error).
 *
 * Submit order: `checkingAffiliate` (only when the affiliate field is shown and filled) →
 * `verifyingHuman` → `verifyingSms` (when a verification code is required it must be in the data;
 * nothing is sent, the step only keeps the order) → `registering` → `done`. The register answer
 * is a `LoginValue`, so on success the action `storeSession` logs the user in on the way to `done`.
 * A URL affiliate code is checked in `checkingUrlAffiliate`. A failed affiliate check opens the
 * `affiliateError` dialog (§8) until `dialog.dismiss`. Other failures go back to `editing` with
 * `error` set. Busy states carry the tag `busy`.
 */

export type RegistrationVariant = 'register' | 'registerMobile';

export interface RegistrationInput {
  variant: RegistrationVariant;
  /** §5 feature flag "SMS at registration": the verification code is required. */
  smsEnabled: boolean;
  /** The affiliate code field is enabled by the register settings. */
  affiliateShown: boolean;
}

/**
 * The form's values (RJSF `formData`, field names as in the contract's `RegisterPayload`). The
 * machine reads only `affiliateCode` and `verificationCode`; the `register` actor builds the
 * payload from the rest.
 */
export type RegisterFormData = Record<string, unknown> & {
  affiliateCode?: string;
  verificationCode?: string;
};

/** Input of the `checkAffiliate` actor (`GET /wps/agent/affiliate`; the actor adds `domain`). */
export interface CheckAffiliateInput {
  code: string;
}
/** Output of `checkAffiliate`: the server's value. A rejection or `valid: false` means invalid. */
export interface CheckAffiliateOutput {
  valid: boolean;
  affiliateCode: string;
}
export interface VerifyHumanInput {
  variant: RegistrationVariant;
}
/** Input of `register`: `PUT /wps/member/register` or `/register/mobile` by `variant`. */
export interface RegisterInput {
  variant: RegistrationVariant;
  data: RegisterFormData;
}
/**
 * Output of `register`: the contract's `LoginValue` + `{ account }`. The machine reads `account`
 * and hands the whole value to `storeSession`; `user` is the site's `MemberInfo`.
 */
export interface RegisterOutput {
  token: string;
  account: string;
  user: unknown;
}

/** An i18n key, or the server's own message passed through under `errors.server`. */
export type RegistrationError = ApiFailure | 'errors.affiliateInvalid' | 'errors.verificationCodeRequired';

export interface RegistrationContext {
  variant: RegistrationVariant;
  smsEnabled: boolean;
  affiliateShown: boolean;
  /** §4 Affiliate: true once a URL code checked valid; the field is then hidden. */
  affiliateHidden: boolean;
  /** The valid affiliate code from the URL; sent with the registration. */
  affiliateCode: string | null;
  /** The data of the submit in progress. */
  data: RegisterFormData | null;
  /** The account of the registered member (generated for mobile registration). */
  account: string | null;
  error: RegistrationError | null;
}

export type RegistrationEvent =
  | { type: 'form.submit'; data: RegisterFormData }
  | { type: 'affiliate.checkFromUrl'; code: string }
  | { type: 'variant.change'; variant: RegistrationVariant }
  | { type: 'dialog.dismiss' };

/** Read by the UI when the machine is done: mobile registration shows the account number first. */
export interface RegistrationOutput {
  account: string;
  variant: RegistrationVariant;
}

function toRegistrationError(reason: unknown): RegistrationError {
  return toApiFailure(reason);
}

/** §8: a refused code is the invitation code error; a network failure or timeout keeps its own key. */
function toAffiliateError(reason: unknown): RegistrationError {
  const error = toRegistrationError(reason);
  return error === 'errors.network' || error === 'errors.timeout' ? error : 'errors.affiliateInvalid';
}

function filled(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * To provide from `src/` with `.provide()`:
 * - actor `checkAffiliate`: {@link CheckAffiliateInput} → {@link CheckAffiliateOutput}.
 * - actor `verifyHuman`: {@link VerifyHumanInput} → void; rejects when the human check fails.
 *   The default passes: the shipped human check is the image captcha inside the form (DESIGN.md).
 * - actor `register`: {@link RegisterInput} → {@link RegisterOutput}.
 * - action `storeSession` (params {@link RegisterOutput}): stores token and member (log-in).
 * - action `refreshCaptcha` (no params): loads a new captcha image.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
  },
  actors: {
    checkAffiliate: fromPromise<CheckAffiliateOutput, CheckAffiliateInput>(() =>
      Promise.reject(new Error('checkAffiliate not provided')),
    ),
    verifyHuman: fromPromise<void, VerifyHumanInput>(() => Promise.resolve()),
    register: fromPromise<RegisterOutput, RegisterInput>(() =>
      Promise.reject(new Error('register not provided')),
    ),
  },
  guards: {
    affiliateToCheck: ({ context }, params: { data: RegisterFormData }) =>
      context.affiliateShown && !context.affiliateHidden && filled(params.data.affiliateCode),
    affiliateValid: (_, params: { output: CheckAffiliateOutput }) => params.output.valid,
    smsCodeMissing: ({ context }) =>
      (context.smsEnabled || context.variant === 'registerMobile') && !filled(context.data?.verificationCode),
  },
  actions: {
    storeSession: (_, _params: RegisterOutput) => {
      throw new Error('storeSession not provided');
    },
    refreshCaptcha: () => {
      throw new Error('refreshCaptcha not provided');
    },
    startSubmit: assign((_, params: { data: RegisterFormData }) => ({ data: params.data, error: null })),
    hideAffiliate: assign((_, params: { affiliateCode: string }) => ({
      affiliateHidden: true,
      affiliateCode: params.affiliateCode,
    })),
    changeVariant: assign((_, params: { variant: RegistrationVariant }) => ({
      variant: params.variant,
      error: null,
    })),
    keepAccount: assign((_, params: { account: string }) => ({ account: params.account })),
    setError: assign((_, params: { reason: unknown }) => ({ error: toRegistrationError(params.reason) })),
    setAffiliateError: assign((_, params: { reason: unknown }) => ({
      error: toAffiliateError(params.reason),
    })),
    setAffiliateInvalid: assign({ error: 'errors.affiliateInvalid' as const }),
    setSmsCodeMissing: assign({ error: 'errors.verificationCodeRequired' as const }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    variant: input.variant,
    smsEnabled: input.smsEnabled,
    affiliateShown: input.affiliateShown,
    affiliateHidden: false,
    affiliateCode: null,
    data: null,
    account: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': [
          {
            guard: { type: 'affiliateToCheck', params: ({ event }) => ({ data: event.data }) },
            target: 'checkingAffiliate',
            actions: { type: 'startSubmit', params: ({ event }) => ({ data: event.data }) },
          },
          {
            target: 'verifyingHuman',
            actions: { type: 'startSubmit', params: ({ event }) => ({ data: event.data }) },
          },
        ],
        'affiliate.checkFromUrl': { target: 'checkingUrlAffiliate' },
        'variant.change': {
          actions: [
            { type: 'changeVariant', params: ({ event }) => ({ variant: event.variant }) },
            'refreshCaptcha',
          ],
        },
      },
    },
    checkingUrlAffiliate: {
      tags: ['busy'],
      invoke: {
        id: 'checkAffiliate',
        src: 'checkAffiliate',
        input: ({ event }) => {
          assertEvent(event, 'affiliate.checkFromUrl');
          return { code: event.code.trim() };
        },
        onDone: [
          {
            guard: { type: 'affiliateValid', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            actions: {
              type: 'hideAffiliate',
              params: ({ event }) => ({ affiliateCode: event.output.affiliateCode }),
            },
          },
          { target: 'affiliateError', actions: 'setAffiliateInvalid' },
        ],
        onError: {
          target: 'affiliateError',
          actions: { type: 'setAffiliateError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    checkingAffiliate: {
      tags: ['busy'],
      invoke: {
        id: 'checkAffiliate',
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.data?.affiliateCode?.trim() ?? '' }),
        onDone: [
          {
            guard: { type: 'affiliateValid', params: ({ event }) => ({ output: event.output }) },
            target: 'verifyingHuman',
          },
          { target: 'affiliateError', actions: 'setAffiliateInvalid' },
        ],
        onError: {
          target: 'affiliateError',
          actions: { type: 'setAffiliateError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    affiliateError: {
      on: { 'dialog.dismiss': { target: 'editing' } },
    },
    verifyingHuman: {
      tags: ['busy'],
      invoke: {
        id: 'verifyHuman',
        src: 'verifyHuman',
        input: ({ context }) => ({ variant: context.variant }),
        onDone: { target: 'verifyingSms' },
        onError: {
          target: 'editing',
          actions: [{ type: 'setError', params: ({ event }) => ({ reason: event.error }) }, 'refreshCaptcha'],
        },
      },
    },
    verifyingSms: {
      always: [
        { guard: 'smsCodeMissing', target: 'editing', actions: 'setSmsCodeMissing' },
        { target: 'registering' },
      ],
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          variant: context.variant,
          data:
            context.affiliateHidden && context.affiliateCode !== null
              ? { ...context.data, affiliateCode: context.affiliateCode }
              : { ...context.data },
        }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepAccount', params: ({ event }) => ({ account: event.output.account }) },
            { type: 'storeSession', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: [{ type: 'setError', params: ({ event }) => ({ reason: event.error }) }, 'refreshCaptcha'],
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ account: context.account ?? '', variant: context.variant }),
});
