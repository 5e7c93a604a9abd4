import { assign, fromPromise, setup } from 'xstate';
import { carriesCaptcha, toApiFailure, type ApiFailure } from './api-failure';

/**
 * §4 Login (§8 failed login, §9 default flagged password).
 *
 * `editing` → `login.submit` → `submitting` (actor `login`) → on success action `storeSession`,
 * then `changePassword` (final) when the password must change, else `loadingMember` (actor
 * `loadMember`) → `done` (final). A failure goes back to `editing` with `error`, and sets
 * `captchaRequired` when the error's value carries `captcha: true`; it stays set afterwards.
 * "Remember me" is the form's concern, not the machine's.
 */

/** §9: the default flagged password; logging in with it forces a password change. */
export const DEFAULT_FLAGGED_PASSWORD = '{secret}';

export type LoginType = 'username' | 'sms';

export interface LoginInput {
  /** Site flag `passwordExpiry`: an expired password forces the change-password modal. */
  passwordExpiryEnabled: boolean;
}

/**
 * The submitted log-in, shaped as the contract's `LoginPayload`: `type` is the log-in type (it
 * travels inside `data` because an event's own `type` is the event name).
 */
export interface LoginFormData {
  type: LoginType;
  username?: string;
  password?: string;
  captcha?: string;
  captchaKey?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
}

/**
 * Output of `login`: the contract's `LoginValue`. The machine reads `passwordExpired` and hands
 * the whole value to `storeSession`; `user` is the site's `MemberInfo`.
 */
export interface LoginOutput {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  user: unknown;
}

/** An i18n key, or the server's own message passed through under `errors.server`. */
export type LoginError = ApiFailure;

export interface LoginContext {
  passwordExpiryEnabled: boolean;
  /** §4: shown after a failed login whose error value carried `captcha: true`; never reset. */
  captchaRequired: boolean;
  /** Type of the submit in progress or last made; null before the first. */
  loginType: LoginType | null;
  /** The submit in progress used the default flagged password (the password itself is not kept). */
  usedDefaultPassword: boolean;
  /** Set on success: the change-password modal must open instead of home. */
  passwordChangeRequired: boolean;
  error: LoginError | null;
}

export type LoginEvent = { type: 'login.submit'; data: LoginFormData };

/** Where the UI goes when the machine is done. */
export interface LoginMachineOutput {
  next: 'changePassword' | 'home';
}

function toLoginError(reason: unknown): { error: LoginError; captcha: boolean } {
  return { error: toApiFailure(reason), captcha: carriesCaptcha(reason) };
}

/**
 * To provide from `src/` with `.provide()`:
 * - actor `login`: {@link LoginFormData} (the `enc` payload of `POST /wps/session/login`) →
 *   {@link LoginOutput}; rejects with `ApiError`, whose
 *   `value` may be `{ captcha: true }`.
 * - actor `loadMember`: input none → void; loads member info (`GET /wps/member/info`) into the
 *   session. Its failure does not undo the log-in: the machine still ends in `done`.
 * - action `storeSession` (params {@link LoginOutput}): stores token and member.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginMachineOutput,
  },
  actors: {
    login: fromPromise<LoginOutput, LoginFormData>(() => Promise.reject(new Error('login not provided'))),
    loadMember: fromPromise<void>(() => Promise.reject(new Error('loadMember not provided'))),
  },
  guards: {
    // §4: the default password, or an expired one with expiry enabled; never after an SMS log-in.
    needsPasswordChange: ({ context }, params: { passwordExpired: boolean }) =>
      context.loginType === 'username' &&
      (context.usedDefaultPassword || (params.passwordExpired && context.passwordExpiryEnabled)),
  },
  actions: {
    storeSession: (_, _params: LoginOutput) => {
      throw new Error('storeSession not provided');
    },
    startSubmit: assign((_, params: { data: LoginFormData }) => ({
      loginType: params.data.type,
      usedDefaultPassword: params.data.password === DEFAULT_FLAGGED_PASSWORD,
      error: null,
    })),
    requirePasswordChange: assign({ passwordChangeRequired: true }),
    setError: assign(({ context }, params: { reason: unknown }) => {
      const { error, captcha } = toLoginError(params.reason);
      return { error, captchaRequired: context.captchaRequired || captcha, usedDefaultPassword: false };
    }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    passwordExpiryEnabled: input.passwordExpiryEnabled,
    captchaRequired: false,
    loginType: null,
    usedDefaultPassword: false,
    passwordChangeRequired: false,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.submit': {
          target: 'submitting',
          actions: { type: 'startSubmit', params: ({ event }) => ({ data: event.data }) },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => event.data,
        onDone: [
          {
            guard: {
              type: 'needsPasswordChange',
              params: ({ event }) => ({ passwordExpired: event.output.passwordExpired }),
            },
            target: 'changePassword',
            actions: [{ type: 'storeSession', params: ({ event }) => event.output }, 'requirePasswordChange'],
          },
          {
            target: 'loadingMember',
            actions: { type: 'storeSession', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    loadingMember: {
      tags: ['busy'],
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    changePassword: { type: 'final' },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ next: context.passwordChangeRequired ? 'changePassword' : 'home' }),
});
