import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from './api-failure';

/**
 * §4 Contracts: one decision about one contract (docs/contract-agent.md "ContractAction").
 *
 * - **Offer** (upline): `idle` → `offer.edit` → `offer.editing` → `offer.preview` →
 *   `offer.previewing` (tag `busy`, actor `preview`: what the terms would have paid for the last
 *   period, progress in the current one) → `offer.previewed` → `offer.send` → `offer.sending`
 *   (tag `busy`, actor `offer`) → `sent` (final). New terms go back through the preview.
 * - **Accept** (downline): `offer.accept` → `accept.sending` (tag `busy`, actor `accept`) →
 *   `accepted` (final). HTTP 409 `LOWER_RATE_CONFIRM` → `accept.confirmingLowerRate` holding the
 *   contracts that would end (`ends`, from the error's `value.ends`); `lowerRate.confirm` sends
 *   again with `confirmLowerRate: true`, `lowerRate.cancel` goes back to `idle`.
 * - **Reject** (downline): `offer.reject` → `reject.sending` (tag `busy`, actor `reject`) →
 *   `rejected` (final).
 * - **Terminate** (either side; the upline withdrawing an offer too): `contract.terminate` →
 *   `terminate.confirming` → `terminate.confirm` → `terminate.sending` (tag `busy`, actor
 *   `terminate`) → `terminated` (final); `terminate.cancel` goes back.
 * - Any other failure of a sending state → its sibling `failed` holding `error`, with `flow.retry`
 *   (the same request again: same terms, same `requestId`, same `confirmLowerRate`) and a way back.
 * - HTTP 409 `STALE_OFFER` (a newer offer superseded the one the downline saw) → `stale`;
 *   `offer.reload` → `reloading` (tag `busy`, actor `reload`) → `idle` with the pending offer from
 *   that upline (the newer one), else `closed`. HTTP 409 `CONTRACT_CLOSED` (no longer offered or
 *   accepted) → `closed` (final).
 *
 * The machine holds no translated text: `error` is an {@link ApiFailure} the UI translates.
 */

// Structural copies of the contract shapes the machine carries (docs/contract-agent.md "Contract
// terms"): machines import only xstate and core/, not schemas/. The site passes its generated
// types (schemas/generated/api.ts) in and gets the same objects back, so a drift between these and
// the schema is a type error in src/.

/** §4 contract kinds. */
export type ContractKind = 'dailyWage' | 'hourlyWage' | 'realtimeWage' | 'dividend';
/** Settlement period of a dividend contract. */
export type DividendPeriod = 'daily' | 'weekly' | 'semiMonthly' | 'monthly';
/** Vendor game types a dividend rule applies to. */
export type GameKind =
  'LIVE' | 'RNG' | 'SPORTS' | 'FISH' | 'PVP' | 'ESPORTS' | 'LOTT' | 'COCKFIGHT' | 'INHOUSE';

/** A wage tier: thresholds (major units, members) and a percent of the team valid bet or a fixed amount. */
export interface WageTierLike {
  minTeamValidBet: number;
  minActiveMembers: number;
  mode: 'percent' | 'fixed';
  rate: number;
  cap?: number | null;
}

/** A dividend rule of one game kind (major units; `rate` in % of the team's net loss). */
export interface DividendRuleLike {
  gameKind: GameKind;
  minBet: number;
  minNetLoss: number;
  minActiveMembers: number;
  rate: number;
}

/** Terms of a contract: wage tiers (3–6) or dividend rules (1–9) with a period. */
export interface ContractTermsLike {
  kind: ContractKind;
  period?: DividendPeriod;
  tiers?: WageTierLike[];
  rules?: DividendRuleLike[];
  minSingleBet?: number;
  lossRate?: number;
}

/** The part of a `Contract` the machine reads (and the UI shows for the contracts that would end). */
export interface ContractLike {
  id: number;
  /** Changes with every change of the contract; accept/reject send the version the downline saw. */
  version: number;
  kind: ContractKind;
  status: 'offered' | 'accepted' | 'rejected' | 'terminated' | 'superseded';
  terms: ContractTermsLike;
  upline: { userId: number; username: string };
  downline: { userId: number; username: string };
}

/** `POST /wps/agent/contracts/preview` value (major units; tier indexes 0-based, null = none). */
export interface PreviewLike {
  lastPeriod: {
    periodKey: string;
    teamValidBet: number;
    activeMembers: number;
    profitLoss: number;
    tierIndex: number | null;
    amount: number;
  };
  current: {
    periodKey: string;
    teamValidBet: number;
    activeMembers: number;
    profitLoss: number;
    tierIndex: number | null;
    /** What it would pay if the period ended now. */
    amount: number;
    /** The tier above the one reached (the first when none is); null at the top and for dividends. */
    nextTier: { index: number; needValidBet: number; needActiveMembers: number } | null;
  };
}

/** What an offer sends (and a retry sends again). */
export interface OfferDraft {
  /** The direct downline (an agent) the offer goes to. */
  downlineId: number;
  terms: ContractTermsLike;
  /** Idempotency key of the offer (1–64 chars); kept by a retry so a lost answer cannot offer twice. */
  requestId: string;
}

/** The accepted contract and the contracts the acceptance ended (lower rate). */
export interface AcceptedLike {
  contract: ContractLike;
  ended: ContractLike[];
}

export interface ContractFlowInput {
  /** Kind of the contract page the flow runs on (picks the relay call). */
  kind: ContractKind;
  /** The contract decided on (an offer to me, one I gave, my own); absent for a new offer. */
  contract?: ContractLike | null;
}

export interface ContractFlowContext {
  kind: ContractKind;
  contract: ContractLike | null;
  /** The offer being edited, previewed or sent; kept through failures. */
  draft: OfferDraft | null;
  preview: PreviewLike | null;
  /** Accept with `confirmLowerRate: true` (set by `lowerRate.confirm`). */
  confirmLowerRate: boolean;
  /** The contracts the acceptance would end (409 `LOWER_RATE_CONFIRM` `value.ends`). */
  ends: ContractLike[];
  /** The outcome of the last step: the offered, accepted, rejected or terminated contract. */
  result: ContractLike | null;
  /** The contracts an acceptance ended (`ended` of the accept answer). */
  ended: ContractLike[];
  error: ApiFailure | null;
}

export type ContractFlowEvent =
  | { type: 'offer.edit' }
  | { type: 'offer.preview'; downlineId: number; terms: ContractTermsLike }
  | { type: 'offer.send'; requestId: string }
  | { type: 'offer.cancel' }
  | { type: 'offer.accept' }
  | { type: 'offer.reject' }
  | { type: 'lowerRate.confirm' }
  | { type: 'lowerRate.cancel' }
  | { type: 'contract.terminate' }
  | { type: 'terminate.confirm' }
  | { type: 'terminate.cancel' }
  | { type: 'flow.retry' }
  | { type: 'flow.cancel' }
  | { type: 'offer.reload' };

/** Input of actor `preview`: the terms for that downline's team. */
export interface PreviewInput {
  kind: ContractKind;
  downlineId: number;
  terms: ContractTermsLike;
}

/** Input of actor `offer`. */
export type OfferInput = OfferDraft & { kind: ContractKind };

/** Input of actors `reject` and `accept` (`kind` picks the relay call: MCS2_processDailySalContract, …). */
export interface DecisionInput {
  kind: ContractKind;
  contractId: number;
  /** The contract's `version` the downline saw (else 409 `STALE_OFFER`). */
  version: number;
}

/** Input of actor `accept`: `confirmLowerRate` true after the lower-rate confirmation. */
export type AcceptInput = DecisionInput & { confirmLowerRate: boolean };

/** Input of actor `terminate`. */
export interface ContractIdInput {
  kind: ContractKind;
  contractId: number;
}

/**
 * Input of actor `reload`: the stale offer and its upline. An offer is never edited: the upline's
 * new offer is a new contract (`version` + 1) that supersedes it, so the reload looks for the
 * pending offer of that kind from that upline.
 */
export interface ReloadInput extends ContractIdInput {
  uplineId: number;
}

/** Platform failure code of a rejection, read structurally (the site's `ApiError.code`). */
function codeOf(reason: unknown): unknown {
  return typeof reason === 'object' && reason !== null ? (reason as { code?: unknown }).code : undefined;
}

function isContractLike(value: unknown): value is ContractLike {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Partial<Record<keyof ContractLike, unknown>>;
  return (
    typeof c.id === 'number' &&
    typeof c.kind === 'string' &&
    typeof c.downline === 'object' &&
    c.downline !== null &&
    typeof c.terms === 'object' &&
    c.terms !== null
  );
}

/**
 * The contracts a 409 `LOWER_RATE_CONFIRM` says would end (`value.ends`), or null when the
 * rejection is not that refusal (or carries no readable list).
 */
export function lowerRateEnds(reason: unknown): ContractLike[] | null {
  if (codeOf(reason) !== 'LOWER_RATE_CONFIRM') return null;
  const value = (reason as { value?: unknown }).value;
  const ends = typeof value === 'object' && value !== null ? (value as { ends?: unknown }).ends : undefined;
  return Array.isArray(ends) ? ends.filter(isContractLike) : null;
}

const failWith = {
  type: 'setError',
  params: ({ event }: { event: { error: unknown } }) => ({ reason: event.error }),
} as const;

/**
 * To provide from `src/` with `.provide()` (each rejects with the API client's `ApiError`):
 * - actor `preview`: {@link PreviewInput} → {@link PreviewLike} (`POST /wps/agent/contracts/preview`).
 * - actor `offer`: {@link OfferInput} → the offered {@link ContractLike}; `RATE_ABOVE_UPLINE`,
 *   `NOT_AGENT`, `VALIDATION`.
 * - actor `accept`: {@link AcceptInput} → {@link AcceptedLike};
 *   409 `LOWER_RATE_CONFIRM` (with `value.ends`), `STALE_OFFER`, `CONTRACT_CLOSED`.
 * - actor `reject`: input {@link DecisionInput} → the rejected contract; 409 `STALE_OFFER`,
 *   `CONTRACT_CLOSED`.
 * - actor `terminate`: {@link ContractIdInput} → the terminated contract; 409 `CONTRACT_CLOSED`.
 * - actor `reload`: {@link ReloadInput} → the offer pending for the caller from that upline (the
 *   same contract, or the newer offer that superseded it), or null when there is none any more.
 */
export const contractMachine = setup({
  types: {
    context: {} as ContractFlowContext,
    events: {} as ContractFlowEvent,
    input: {} as ContractFlowInput,
  },
  actors: {
    preview: fromPromise<PreviewLike, PreviewInput>(() => Promise.reject(new Error('preview not provided'))),
    offer: fromPromise<ContractLike, OfferInput>(() => Promise.reject(new Error('offer not provided'))),
    accept: fromPromise<AcceptedLike, AcceptInput>(() => Promise.reject(new Error('accept not provided'))),
    reject: fromPromise<ContractLike, DecisionInput>(() => Promise.reject(new Error('reject not provided'))),
    terminate: fromPromise<ContractLike, ContractIdInput>(() =>
      Promise.reject(new Error('terminate not provided')),
    ),
    reload: fromPromise<ContractLike | null, ReloadInput>(() =>
      Promise.reject(new Error('reload not provided')),
    ),
  },
  guards: {
    hasContract: ({ context }) => context.contract !== null,
    lowerRate: (_, params: { reason: unknown }) => lowerRateEnds(params.reason) !== null,
    stale: (_, params: { reason: unknown }) => codeOf(params.reason) === 'STALE_OFFER',
    closed: (_, params: { reason: unknown }) => codeOf(params.reason) === 'CONTRACT_CLOSED',
    stillOffered: (_, params: { contract: ContractLike | null }) => params.contract?.status === 'offered',
  },
  actions: {
    setError: assign({ error: (_, params: { reason: unknown }) => toApiFailure(params.reason) }),
    clearError: assign({ error: null }),
    endOffer: assign({ draft: null, preview: null, error: null }),
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => ({
    kind: input.kind,
    contract: input.contract ?? null,
    draft: null,
    preview: null,
    confirmLowerRate: false,
    ends: [],
    result: null,
    ended: [],
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'offer.edit': { target: 'offer', actions: 'clearError' },
        'offer.accept': {
          guard: 'hasContract',
          target: 'accept',
          actions: assign({ confirmLowerRate: false, ends: [], error: null }),
        },
        'offer.reject': { guard: 'hasContract', target: 'reject', actions: 'clearError' },
        'contract.terminate': { guard: 'hasContract', target: 'terminate', actions: 'clearError' },
      },
    },
    offer: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'offer.cancel': { target: '#contract.idle', actions: 'endOffer' },
            'offer.preview': {
              target: 'previewing',
              actions: assign({
                draft: ({ context, event }) => ({
                  downlineId: event.downlineId,
                  terms: event.terms,
                  requestId: context.draft?.requestId ?? '',
                }),
                preview: null,
                error: null,
              }),
            },
          },
        },
        previewing: {
          tags: ['busy'],
          invoke: {
            id: 'preview',
            src: 'preview',
            input: ({ context }) => ({
              kind: context.kind,
              downlineId: context.draft?.downlineId ?? 0,
              terms: context.draft?.terms ?? { kind: context.kind },
            }),
            onDone: { target: 'previewed', actions: assign({ preview: ({ event }) => event.output }) },
            onError: { target: 'previewFailed', actions: failWith },
          },
        },
        previewFailed: {
          on: {
            'flow.retry': { target: 'previewing', actions: 'clearError' },
            'offer.edit': { target: 'editing', actions: 'clearError' },
            'offer.cancel': { target: '#contract.idle', actions: 'endOffer' },
          },
        },
        previewed: {
          on: {
            'offer.send': {
              target: 'sending',
              actions: assign({
                draft: ({ context, event }) =>
                  context.draft === null ? null : { ...context.draft, requestId: event.requestId },
                error: null,
              }),
            },
            'offer.edit': { target: 'editing', actions: assign({ preview: null }) },
            'offer.cancel': { target: '#contract.idle', actions: 'endOffer' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'offer',
            src: 'offer',
            input: ({ context }) => ({
              kind: context.kind,
              downlineId: context.draft?.downlineId ?? 0,
              terms: context.draft?.terms ?? { kind: context.kind },
              requestId: context.draft?.requestId ?? '',
            }),
            onDone: { target: '#contract.sent', actions: assign({ result: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: failWith },
          },
        },
        failed: {
          on: {
            'flow.retry': { target: 'sending', actions: 'clearError' },
            'offer.edit': { target: 'editing', actions: assign({ preview: null, error: null }) },
            'offer.cancel': { target: '#contract.idle', actions: 'endOffer' },
          },
        },
      },
    },
    accept: {
      initial: 'sending',
      states: {
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'accept',
            src: 'accept',
            input: ({ context }) => ({
              kind: context.kind,
              contractId: context.contract?.id ?? 0,
              version: context.contract?.version ?? 0,
              confirmLowerRate: context.confirmLowerRate,
            }),
            onDone: {
              target: '#contract.accepted',
              actions: assign({
                result: ({ event }) => event.output.contract,
                ended: ({ event }) => event.output.ended,
                ends: [],
              }),
            },
            onError: [
              {
                guard: { type: 'lowerRate', params: ({ event }) => ({ reason: event.error }) },
                target: 'confirmingLowerRate',
                actions: assign({ ends: ({ event }) => lowerRateEnds(event.error) ?? [], error: null }),
              },
              {
                guard: { type: 'stale', params: ({ event }) => ({ reason: event.error }) },
                target: '#contract.stale',
                actions: failWith,
              },
              {
                guard: { type: 'closed', params: ({ event }) => ({ reason: event.error }) },
                target: '#contract.closed',
                actions: failWith,
              },
              { target: 'failed', actions: failWith },
            ],
          },
        },
        confirmingLowerRate: {
          on: {
            'lowerRate.confirm': { target: 'sending', actions: assign({ confirmLowerRate: true }) },
            'lowerRate.cancel': {
              target: '#contract.idle',
              actions: assign({ ends: [], confirmLowerRate: false }),
            },
          },
        },
        failed: {
          on: {
            'flow.retry': { target: 'sending', actions: 'clearError' },
            'flow.cancel': {
              target: '#contract.idle',
              actions: assign({ ends: [], confirmLowerRate: false, error: null }),
            },
          },
        },
      },
    },
    reject: {
      initial: 'sending',
      states: {
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'reject',
            src: 'reject',
            input: ({ context }) => ({
              kind: context.kind,
              contractId: context.contract?.id ?? 0,
              version: context.contract?.version ?? 0,
            }),
            onDone: {
              target: '#contract.rejected',
              actions: assign({ result: ({ event }) => event.output }),
            },
            onError: [
              {
                guard: { type: 'stale', params: ({ event }) => ({ reason: event.error }) },
                target: '#contract.stale',
                actions: failWith,
              },
              {
                guard: { type: 'closed', params: ({ event }) => ({ reason: event.error }) },
                target: '#contract.closed',
                actions: failWith,
              },
              { target: 'failed', actions: failWith },
            ],
          },
        },
        failed: {
          on: {
            'flow.retry': { target: 'sending', actions: 'clearError' },
            'flow.cancel': { target: '#contract.idle', actions: 'clearError' },
          },
        },
      },
    },
    terminate: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'terminate.confirm': { target: 'sending' },
            'terminate.cancel': { target: '#contract.idle' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'terminate',
            src: 'terminate',
            input: ({ context }) => ({ kind: context.kind, contractId: context.contract?.id ?? 0 }),
            onDone: {
              target: '#contract.terminated',
              actions: assign({ result: ({ event }) => event.output }),
            },
            onError: [
              {
                guard: { type: 'closed', params: ({ event }) => ({ reason: event.error }) },
                target: '#contract.closed',
                actions: failWith,
              },
              { target: 'failed', actions: failWith },
            ],
          },
        },
        failed: {
          on: {
            'flow.retry': { target: 'sending', actions: 'clearError' },
            'flow.cancel': { target: '#contract.idle', actions: 'clearError' },
          },
        },
      },
    },
    stale: {
      on: { 'offer.reload': { target: 'reloading' } },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'reload',
        src: 'reload',
        input: ({ context }) => ({
          kind: context.kind,
          contractId: context.contract?.id ?? 0,
          uplineId: context.contract?.upline.userId ?? 0,
        }),
        onDone: [
          {
            guard: { type: 'stillOffered', params: ({ event }) => ({ contract: event.output }) },
            target: 'idle',
            actions: assign({ contract: ({ event }) => event.output, error: null }),
          },
          { target: 'closed', actions: assign({ error: null }) },
        ],
        onError: { target: 'stale', actions: failWith },
      },
    },
    sent: { type: 'final' },
    accepted: { type: 'final' },
    rejected: { type: 'final' },
    terminated: { type: 'final' },
    closed: { type: 'final' },
  },
});
