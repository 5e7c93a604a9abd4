import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from './api-failure';

/**
 * §4 "After resetting the password by phone: automatic login and go to /" and the forgot-password
 * modal (§5 forgot by email / by phone).
 *
 * Starts in the editing state of `defaultMethod`; `method.select` switches method when the site
 * offers the choice. Email: `editingEmail` → `sendingEmail` (actor `sendEmail`) → `emailSent`
 * (final). Phone: `editingPhone` → `settingPassword` (actor `setPasswordByPhone`, answers a
 * `LoginValue`) → action `storeSession` → `loggedIn` (final; the UI then goes to /). Failures go back
 * to the method's editing state with `error` set. The phone flow's SMS button is a separate
 * `smsCountdownMachine` in `until` mode.
 */

export type ForgotMethod = 'email' | 'phone';

export interface ForgotPasswordInput {
  /** Site flag `forgotPasswordChoice`: the user may choose between email and phone. */
  choiceEnabled: boolean;
  defaultMethod: ForgotMethod;
}

/** Input of `sendEmail`: `POST /wps/member/password/email` (form-urlencoded). */
export interface ForgotEmailData {
  username: string;
  email: string;
}

/** Input of `setPasswordByPhone`: the `enc` payload of `POST /wps/member/password/verification`. */
export interface ForgotPhoneData {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/**
 * Output of `setPasswordByPhone`: the contract's `LoginValue` (automatic log-in), handed whole to
 * `storeSession`; `user` is the site's `MemberInfo`.
 */
export interface ForgotLoginOutput {
  token: string;
  user: unknown;
}

/** An i18n key, or the server's own message passed through under `errors.server`. */
export type ForgotPasswordError = ApiFailure;

export interface ForgotPasswordContext {
  choiceEnabled: boolean;
  method: ForgotMethod;
  error: ForgotPasswordError | null;
}

export type ForgotPasswordEvent =
  | { type: 'method.select'; method: ForgotMethod }
  | { type: 'forgot.submitEmail'; data: ForgotEmailData }
  | { type: 'forgot.submitPhone'; data: ForgotPhoneData };

/** How the flow ended: `email` (mail sent, modal shows the notice) or `phone` (logged in, go to /). */
export interface ForgotPasswordOutput {
  method: ForgotMethod;
}

/**
 * To provide from `src/` with `.provide()`:
 * - actor `sendEmail`: {@link ForgotEmailData} → void.
 * - actor `setPasswordByPhone`: {@link ForgotPhoneData} → {@link ForgotLoginOutput}.
 * - action `storeSession` (params {@link ForgotLoginOutput}): stores token and member.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    output: {} as ForgotPasswordOutput,
  },
  actors: {
    sendEmail: fromPromise<void, ForgotEmailData>(() => Promise.reject(new Error('sendEmail not provided'))),
    setPasswordByPhone: fromPromise<ForgotLoginOutput, ForgotPhoneData>(() =>
      Promise.reject(new Error('setPasswordByPhone not provided')),
    ),
  },
  guards: {
    startsWithPhone: ({ context }) => context.method === 'phone',
    canChoose: ({ context }) => context.choiceEnabled,
  },
  actions: {
    storeSession: (_, _params: ForgotLoginOutput) => {
      throw new Error('storeSession not provided');
    },
    selectMethod: assign((_, params: { method: ForgotMethod }) => ({ method: params.method, error: null })),
    clearError: assign({ error: null }),
    setError: assign((_, params: { reason: unknown }) => ({ error: toApiFailure(params.reason) })),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ choiceEnabled: input.choiceEnabled, method: input.defaultMethod, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsWithPhone', target: 'editingPhone' }, { target: 'editingEmail' }],
    },
    editingEmail: {
      on: {
        'forgot.submitEmail': { target: 'sendingEmail', actions: 'clearError' },
        'method.select': [
          {
            guard: 'canChoose',
            target: 'start',
            actions: { type: 'selectMethod', params: ({ event }) => ({ method: event.method }) },
          },
        ],
      },
    },
    sendingEmail: {
      tags: ['busy'],
      invoke: {
        id: 'sendEmail',
        src: 'sendEmail',
        input: ({ event }) => {
          assertEvent(event, 'forgot.submitEmail');
          return event.data;
        },
        onDone: { target: 'emailSent' },
        onError: {
          target: 'editingEmail',
          actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    emailSent: { type: 'final' },
    editingPhone: {
      on: {
        'forgot.submitPhone': { target: 'settingPassword', actions: 'clearError' },
        'method.select': [
          {
            guard: 'canChoose',
            target: 'start',
            actions: { type: 'selectMethod', params: ({ event }) => ({ method: event.method }) },
          },
        ],
      },
    },
    settingPassword: {
      tags: ['busy'],
      invoke: {
        id: 'setPasswordByPhone',
        src: 'setPasswordByPhone',
        input: ({ event }) => {
          assertEvent(event, 'forgot.submitPhone');
          return event.data;
        },
        onDone: {
          target: 'loggedIn',
          actions: { type: 'storeSession', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editingPhone',
          actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) => ({ method: context.method }),
});
