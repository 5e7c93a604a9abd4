import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from './api-failure';

/**
 * §4 "After a password change: login info reloads, modal closes, user goes to /" (§5 change
 * password).
 *
 * `editing` → `password.submit` → `submitting` (actor `changePassword`) → `reloading` (actor
 * `reloadMember`) → `done` (final; the UI closes the modal and goes to /). A failed change goes
 * back to `editing` with `error`. A failed reload still ends in `done`: the password has changed.
 */

/** Input of `changePassword`: the `enc` payload of `POST /wps/member/password`. */
export interface ChangePasswordData {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** An i18n key, or the server's own message passed through under `errors.server`. */
export type ChangePasswordError = ApiFailure;

export interface ChangePasswordContext {
  error: ChangePasswordError | null;
}

export type ChangePasswordEvent = { type: 'password.submit'; data: ChangePasswordData };

/**
 * To provide from `src/` with `.provide()`:
 * - actor `changePassword`: {@link ChangePasswordData} → void.
 * - actor `reloadMember`: input none → void; reloads member info (`GET /wps/member/info`) into
 *   the session.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordData>(() =>
      Promise.reject(new Error('changePassword not provided')),
    ),
    reloadMember: fromPromise<void>(() => Promise.reject(new Error('reloadMember not provided'))),
  },
  actions: {
    clearError: assign({ error: null }),
    setError: assign((_, params: { reason: unknown }) => ({ error: toApiFailure(params.reason) })),
  },
}).createMachine({
  id: 'changePassword',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'password.submit': { target: 'submitting', actions: 'clearError' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'password.submit');
          return event.data;
        },
        onDone: { target: 'reloading' },
        onError: {
          target: 'editing',
          actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'reloadMember',
        src: 'reloadMember',
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
