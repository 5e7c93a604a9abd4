import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from './api-failure';

/**
 * §4 SMS send button, §9 constants: the button that sends a verification code and then shows a
 * countdown until it may be pressed again.
 *
 * States: `idle` (button active) → `sending` → `counting` → `idle`. `sending` and `counting` carry
 * the tag `disabled`.
 */

/** §9: requests are throttled to one per 1000 ms (milliseconds). */
export const SMS_THROTTLE_MS = 1000;
/** §9: the countdown shows 60 s per expiry minute. */
export const SECONDS_PER_EXPIRY_MINUTE = 60;
/** The countdown refreshes once per second (milliseconds). */
export const SMS_TICK_MS = 1000;

/**
 * `minutes`: the send call answers `{ expiredMinutes }` (registration, SMS log-in); the countdown
 * lasts expiredMinutes × 60 s. `until`: the send call answers `{ expirationTime }` (epoch ms, forgot
 * flow); the countdown runs until that instant.
 */
export type SmsCountdownMode = 'minutes' | 'until';

export interface SmsCountdownInput {
  mode: SmsCountdownMode;
  /** Clock in epoch milliseconds; defaults to `Date.now`. Tests pass the simulated clock's `now`. */
  now?: () => number;
}

/** Output of the `sendCode` actor: the server's `value` of the SMS call (contract "Calls"). */
export type SendCodeOutput = { expiredMinutes: number } | { expirationTime: number };

/** An i18n key, or the server's own message passed through under `errors.server`. */
export type SmsCountdownError = ApiFailure;

export interface SmsCountdownContext {
  mode: SmsCountdownMode;
  now: () => number;
  /** Whole seconds left on the countdown; 0 when not counting. */
  remainingSeconds: number;
  /** Epoch ms at which the countdown ends; null when not counting. */
  endsAt: number | null;
  /** Epoch ms of the last `sendCode` request, for the 1000 ms throttle; null before the first. */
  lastRequestAt: number | null;
  /** Why the last send failed (shown in the §8 warning dialog); null otherwise. */
  error: SmsCountdownError | null;
}

export type SmsCountdownEvent = { type: 'sms.send' } | { type: 'sms.reset' };

function secondsLeft(context: SmsCountdownContext): number {
  if (context.endsAt === null) return 0;
  return Math.max(0, Math.ceil((context.endsAt - context.now()) / 1000));
}

function countdownEnd(mode: SmsCountdownMode, output: SendCodeOutput, now: number): number | null {
  if (mode === 'minutes') {
    return 'expiredMinutes' in output ? now + output.expiredMinutes * SECONDS_PER_EXPIRY_MINUTE * 1000 : null;
  }
  return 'expirationTime' in output ? output.expirationTime : null;
}

/**
 * Actors to provide from `src/`:
 * - `sendCode`: input none; sends the SMS for the number currently in the form (the UI closes over
 *   it); resolves with {@link SendCodeOutput}; rejects with the API client's `ApiError`.
 */
export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
  },
  actors: {
    sendCode: fromPromise<SendCodeOutput>(() => Promise.reject(new Error('sendCode not provided'))),
  },
  guards: {
    notThrottled: ({ context }) =>
      context.lastRequestAt === null || context.now() - context.lastRequestAt >= SMS_THROTTLE_MS,
    hasTimeLeft: ({ context }, params: { endsAt: number | null }) =>
      params.endsAt !== null && params.endsAt > context.now(),
    timeUp: ({ context }) => secondsLeft(context) === 0,
  },
  actions: {
    markRequest: assign({ lastRequestAt: ({ context }) => context.now(), error: null }),
    startCountdown: assign(({ context }, params: { endsAt: number | null }) => {
      const next = { ...context, endsAt: params.endsAt };
      return { endsAt: params.endsAt, remainingSeconds: secondsLeft(next) };
    }),
    tick: assign({ remainingSeconds: ({ context }) => secondsLeft(context) }),
    clearCountdown: assign({ endsAt: null, remainingSeconds: 0 }),
    setError: assign({ error: (_, params: { reason: unknown }) => toApiFailure(params.reason) }),
    clearError: assign({ error: null }),
  },
  delays: {
    // Wakes on the next whole-second boundary of the remaining time, so an `until` timestamp that
    // is not a whole number of seconds away still reaches 0 exactly at expiry.
    tick: ({ context }) => {
      const fraction = context.endsAt === null ? 0 : (context.endsAt - context.now()) % SMS_TICK_MS;
      return fraction > 0 ? fraction : SMS_TICK_MS;
    },
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    mode: input.mode,
    now: input.now ?? (() => Date.now()),
    remainingSeconds: 0,
    endsAt: null,
    lastRequestAt: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'sms.send': { guard: 'notThrottled', target: 'sending', actions: 'markRequest' },
        'sms.reset': { actions: 'clearError' },
      },
    },
    sending: {
      tags: ['disabled'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        onDone: [
          {
            guard: {
              type: 'hasTimeLeft',
              params: ({ context, event }) => ({
                endsAt: countdownEnd(context.mode, event.output, context.now()),
              }),
            },
            target: 'counting',
            actions: {
              type: 'startCountdown',
              params: ({ context, event }) => ({
                endsAt: countdownEnd(context.mode, event.output, context.now()),
              }),
            },
          },
          { target: 'idle', actions: 'clearCountdown' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
      on: { 'sms.reset': { target: 'idle', actions: ['clearCountdown', 'clearError'] } },
    },
    counting: {
      tags: ['disabled'],
      after: {
        tick: [
          { guard: 'timeUp', target: 'idle', actions: 'clearCountdown' },
          { target: 'counting', reenter: true, actions: 'tick' },
        ],
      },
      on: { 'sms.reset': { target: 'idle', actions: ['clearCountdown', 'clearError'] } },
    },
  },
});
