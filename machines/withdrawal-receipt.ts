import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from './api-failure';

/**
 * §4 Withdrawal receipt: after a withdrawal is disbursed the player confirms it was received in
 * full, received in part (with the amount), or not received (then uploads proof images). An order
 * left unconfirmed until its `confirmDeadline` counts as received (forced receipt: the server
 * computes it on read; the machine stops offering the choices at the same instant).
 *
 * States:
 * - `start` (transient) → `notReceived` (order already answered so), `forced` (deadline already
 *   passed) or `choosing`;
 * - `choosing.open` (timer: ticks once per second into `remainingSeconds`; at the deadline →
 *   `forced`) — the three choices are open; an invalid partial amount (not > 0 and below the
 *   withdrawn amount, or more decimals than input `decimals`) stays with an error;
 * - `confirming` (tag `busy`) → `received` | `partial` (final) | `notReceived` | `choosing` (error);
 * - `notReceived.idle` ⇄ `notReceived.uploading` (tag `busy`) — proof images, at most
 *   {@link MAX_PROOFS}; after the last one `notReceived.full`;
 * - `forced` (final): the deadline passed before a confirmation (§4 forced receipt);
 * - `received`, `partial` (final).
 */

/** §9: at most 3 proof images per order. */
export const MAX_PROOFS = 3;
/** The countdown refreshes once per second (milliseconds). */
export const RECEIPT_TICK_MS = 1000;
/** Decimals of a partial amount when the input does not give the currency's (contract: 2). */
export const DEFAULT_RECEIPT_DECIMALS = 2;

/** What the player answers (`POST /wps/wallet/withdraw/:orderId/confirm`). */
export type ReceiptAnswer =
  { result: 'received' } | { result: 'partial'; receivedAmount: number } | { result: 'notReceived' };

export interface WithdrawalReceiptInput {
  orderId: string;
  /** Withdrawn amount, major units (a partial amount must be > 0 and below it). */
  amount: number;
  /**
   * Most decimals a partial amount may have: the brand currency's `minorUnits` (0–4, balance
   * answer); default {@link DEFAULT_RECEIPT_DECIMALS}.
   */
  decimals?: number;
  /** Epoch ms after which an unconfirmed order counts as received (order's `confirmDeadline`). */
  confirmDeadline: number;
  /** Proofs already uploaded (a `notReceived` order reopened). */
  proofs?: number;
  /** Start in `notReceived` (the order's status is already `notReceived`). */
  alreadyNotReceived?: boolean;
  /** Clock in epoch milliseconds; defaults to `Date.now`. Tests pass the simulated clock's `now`. */
  now?: () => number;
}

/** Why a step was refused: an {@link ApiFailure} or a local i18n key (namespace `wallet`). */
export type WithdrawalReceiptError = ApiFailure | 'receipt.errors.partialAmount';

export interface WithdrawalReceiptContext {
  orderId: string;
  amount: number;
  /** Most decimals of a partial amount (input `decimals`). */
  decimals: number;
  confirmDeadline: number;
  now: () => number;
  /** Whole seconds until the deadline; 0 once it has passed. */
  remainingSeconds: number;
  /** Proof images uploaded so far (server count). */
  proofs: number;
  /** The confirmed received amount (major units); null before a confirmation. */
  receivedAmount: number | null;
  error: WithdrawalReceiptError | null;
  /** The order was already answered `notReceived` (input `alreadyNotReceived`). */
  startsNotReceived: boolean;
}

export type WithdrawalReceiptEvent =
  | { type: 'receipt.received' }
  | { type: 'receipt.partial'; receivedAmount: number }
  | { type: 'receipt.notReceived' }
  | { type: 'proof.upload'; file: Blob };

function secondsLeft(context: Pick<WithdrawalReceiptContext, 'confirmDeadline' | 'now'>): number {
  return Math.max(0, Math.ceil((context.confirmDeadline - context.now()) / 1000));
}

/**
 * Actors to provide from `src/`:
 * - `confirm`: input `{ orderId, answer: ReceiptAnswer }`; resolves with anything (the order);
 *   rejects with the API client's `ApiError`.
 * - `uploadProof`: input `{ orderId, file: Blob }`; resolves with `{ proofs }` (the new count).
 */
export const withdrawalReceiptMachine = setup({
  types: {
    context: {} as WithdrawalReceiptContext,
    events: {} as WithdrawalReceiptEvent,
    input: {} as WithdrawalReceiptInput,
  },
  actors: {
    confirm: fromPromise<unknown, { orderId: string; answer: ReceiptAnswer }>(() =>
      Promise.reject(new Error('confirm not provided')),
    ),
    uploadProof: fromPromise<{ proofs: number }, { orderId: string; file: Blob }>(() =>
      Promise.reject(new Error('uploadProof not provided')),
    ),
  },
  guards: {
    deadlinePassed: ({ context }) => secondsLeft(context) === 0,
    startsNotReceived: ({ context }) => context.startsNotReceived,
    validPartial: ({ context }, params: { receivedAmount: number }) =>
      Number.isFinite(params.receivedAmount) &&
      params.receivedAmount > 0 &&
      params.receivedAmount < context.amount &&
      Number(params.receivedAmount.toFixed(context.decimals)) === params.receivedAmount,
    answeredPartial: (_, params: { answer: ReceiptAnswer }) => params.answer.result === 'partial',
    answeredNotReceived: (_, params: { answer: ReceiptAnswer }) => params.answer.result === 'notReceived',
    proofsFull: ({ context }) => context.proofs >= MAX_PROOFS,
  },
  actions: {
    tick: assign({ remainingSeconds: ({ context }) => secondsLeft(context) }),
    setReceived: assign({ receivedAmount: (_, params: { amount: number }) => params.amount, error: null }),
    setProofs: assign({ proofs: (_, params: { proofs: number }) => params.proofs, error: null }),
    setError: assign({ error: (_, params: { reason: unknown }) => toApiFailure(params.reason) }),
    setPartialError: assign({ error: 'receipt.errors.partialAmount' as const }),
    clearError: assign({ error: null }),
  },
  delays: {
    // Wakes on the next whole-second boundary of the time left, so the countdown reaches 0
    // exactly at the deadline even when it is not a whole number of seconds away.
    tick: ({ context }) => {
      const fraction = (context.confirmDeadline - context.now()) % RECEIPT_TICK_MS;
      return fraction > 0 ? fraction : RECEIPT_TICK_MS;
    },
  },
}).createMachine({
  id: 'withdrawalReceipt',
  context: ({ input }) => {
    const now = input.now ?? (() => Date.now());
    return {
      orderId: input.orderId,
      amount: input.amount,
      decimals: input.decimals ?? DEFAULT_RECEIPT_DECIMALS,
      confirmDeadline: input.confirmDeadline,
      now,
      remainingSeconds: secondsLeft({ confirmDeadline: input.confirmDeadline, now }),
      proofs: input.proofs ?? 0,
      receivedAmount: null,
      error: null,
      startsNotReceived: input.alreadyNotReceived === true,
    };
  },
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'startsNotReceived', target: 'notReceived' },
        { guard: 'deadlinePassed', target: 'forced' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      initial: 'open',
      states: {
        open: {
          after: {
            tick: [
              { guard: 'deadlinePassed', target: '#withdrawalReceipt.forced', actions: 'tick' },
              { target: 'open', reenter: true, actions: 'tick' },
            ],
          },
        },
      },
      on: {
        'receipt.received': {
          target: 'confirming',
          actions: [assign({ receivedAmount: ({ context }) => context.amount, error: null })],
        },
        'receipt.partial': [
          {
            guard: {
              type: 'validPartial',
              params: ({ event }) => ({ receivedAmount: event.receivedAmount }),
            },
            target: 'confirming',
            actions: { type: 'setReceived', params: ({ event }) => ({ amount: event.receivedAmount }) },
          },
          { actions: 'setPartialError' },
        ],
        'receipt.notReceived': {
          target: 'confirming',
          actions: [assign({ receivedAmount: 0, error: null })],
        },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ orderId: context.orderId, answer: answerOf(context) }),
        onDone: [
          {
            guard: { type: 'answeredNotReceived', params: ({ context }) => ({ answer: answerOf(context) }) },
            target: 'notReceived',
          },
          {
            guard: { type: 'answeredPartial', params: ({ context }) => ({ answer: answerOf(context) }) },
            target: 'partial',
          },
          { target: 'received' },
        ],
        onError: {
          target: 'choosing',
          actions: [
            assign({ receivedAmount: null }),
            { type: 'setError', params: ({ event }) => ({ reason: event.error }) },
          ],
        },
      },
    },
    notReceived: {
      initial: 'check',
      states: {
        check: {
          always: [{ guard: 'proofsFull', target: 'full' }, { target: 'idle' }],
        },
        idle: {
          on: { 'proof.upload': { target: 'uploading', actions: 'clearError' } },
        },
        uploading: {
          tags: ['busy'],
          invoke: {
            id: 'uploadProof',
            src: 'uploadProof',
            input: ({ context, event }) => ({
              orderId: context.orderId,
              file: event.type === 'proof.upload' ? event.file : new Blob(),
            }),
            onDone: {
              target: 'check',
              actions: { type: 'setProofs', params: ({ event }) => ({ proofs: event.output.proofs }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        full: { type: 'final' },
      },
    },
    received: { type: 'final' },
    partial: { type: 'final' },
    forced: {
      type: 'final',
      entry: assign({ remainingSeconds: 0 }),
    },
  },
});

/** The answer the machine is confirming, rebuilt from the context set by the choice. */
function answerOf(context: WithdrawalReceiptContext): ReceiptAnswer {
  if (context.receivedAmount === 0) return { result: 'notReceived' };
  if (context.receivedAmount !== null && context.receivedAmount < context.amount) {
    return { result: 'partial', receivedAmount: context.receivedAmount };
  }
  return { result: 'received' };
}
