import { fromPromise, setup } from 'xstate';

/**
 * §4 Logout: a confirmation prompt ('sure to log out', cancel, confirm), then `DELETE
 * /wps/session/logout`, then the session is cleared locally and the user returns to /.
 *
 * `idle` → `logout.request` → `confirming` → `logout.cancel` → `idle`, or `logout.confirm` →
 * `loggingOut` (actor `logout`) → `clearing` (action `clearSession`) → `done` (final, action
 * `goHome`). A failed DELETE still clears locally: the token is dropped either way.
 */

export type LogoutEvent = { type: 'logout.request' } | { type: 'logout.cancel' } | { type: 'logout.confirm' };

/**
 * To provide from `src/` with `.provide()`:
 * - actor `logout`: input none → void; `DELETE /wps/session/logout` with the session token.
 * - action `clearSession` (no params): clears session storage except `merchantCode`, marks the
 *   user logged out and not an agent.
 * - action `goHome` (no params): navigates to /.
 */
export const logoutMachine = setup({
  types: {
    events: {} as LogoutEvent,
  },
  actors: {
    logout: fromPromise<void>(() => Promise.reject(new Error('logout not provided'))),
  },
  actions: {
    clearSession: () => {
      throw new Error('clearSession not provided');
    },
    goHome: () => {
      throw new Error('goHome not provided');
    },
  },
}).createMachine({
  id: 'logout',
  initial: 'idle',
  states: {
    idle: {
      on: { 'logout.request': { target: 'confirming' } },
    },
    confirming: {
      on: {
        'logout.cancel': { target: 'idle' },
        'logout.confirm': { target: 'loggingOut' },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'clearing' },
        onError: { target: 'clearing' },
      },
    },
    clearing: {
      entry: 'clearSession',
      always: { target: 'done' },
    },
    done: {
      type: 'final',
      entry: 'goHome',
    },
  },
});
