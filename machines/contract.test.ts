import { describe, expect, it, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors as eventTypesOf,
  createActor,
  fromPromise,
  waitFor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getStateNodes } from 'xstate/graph';
import {
  contractMachine,
  lowerRateEnds,
  type AcceptInput,
  type AcceptedLike,
  type ContractIdInput,
  type ContractLike,
  type ContractTermsLike,
  type ReloadInput,
  type DecisionInput,
  type OfferInput,
  type PreviewInput,
  type PreviewLike,
} from './contract';
import { apiError, unreachedStateIds, type GraphEvent } from './test-support';

const terms: ContractTermsLike = {
  kind: 'dailyWage',
  tiers: [
    { minTeamValidBet: 1000, minActiveMembers: 1, mode: 'percent', rate: 0.5 },
    { minTeamValidBet: 5000, minActiveMembers: 3, mode: 'percent', rate: 1 },
    { minTeamValidBet: 20000, minActiveMembers: 5, mode: 'fixed', rate: 300 },
  ],
};

function contract(overrides: Partial<ContractLike> = {}): ContractLike {
  return {
    id: 7,
    version: 1,
    kind: 'dailyWage',
    status: 'offered',
    terms,
    upline: { userId: 1, username: 'agent1' },
    downline: { userId: 2, username: 'sub1' },
    ...overrides,
  };
}

const given = contract({
  id: 9,
  status: 'accepted',
  upline: { userId: 2, username: 'sub1' },
  downline: { userId: 3, username: 'sub3' },
});
const preview: PreviewLike = {
  lastPeriod: {
    periodKey: '2026-11-22',
    teamValidBet: 6000,
    activeMembers: 4,
    profitLoss: -120,
    tierIndex: 1,
    amount: 60,
  },
  current: {
    periodKey: '2026-11-23',
    teamValidBet: 800,
    activeMembers: 1,
    profitLoss: 10,
    tierIndex: null,
    amount: 0,
    nextTier: { index: 0, needValidBet: 200, needActiveMembers: 0 },
  },
};

const lowerRate = () => apiError('platform', 'It would end 1 contract', { ends: [given] });
const withCode = (code: string, value?: unknown) =>
  Object.assign(apiError('platform', code, value), { code, status: 409 });

type Fakes = {
  preview?: (input: PreviewInput) => Promise<PreviewLike>;
  offer?: (input: OfferInput) => Promise<ContractLike>;
  accept?: (input: AcceptInput) => Promise<AcceptedLike>;
  reject?: (input: DecisionInput) => Promise<ContractLike>;
  terminate?: (input: ContractIdInput) => Promise<ContractLike>;
  reload?: (input: ReloadInput) => Promise<ContractLike | null>;
};

function start(fakes: Fakes = {}, withContract: ContractLike | null = contract()) {
  const spies = {
    preview: vi.fn(fakes.preview ?? (() => Promise.resolve(preview))),
    offer: vi.fn(fakes.offer ?? (() => Promise.resolve(contract({ id: 11, downline: given.downline })))),
    accept: vi.fn(
      fakes.accept ??
        (() => Promise.resolve({ contract: contract({ status: 'accepted', version: 2 }), ended: [] })),
    ),
    reject: vi.fn(fakes.reject ?? (() => Promise.resolve(contract({ status: 'rejected', version: 2 })))),
    terminate: vi.fn(
      fakes.terminate ?? (() => Promise.resolve(contract({ status: 'terminated', version: 3 }))),
    ),
    reload: vi.fn(fakes.reload ?? (() => Promise.resolve(contract({ id: 8, version: 2 })))),
  };
  const machine = contractMachine.provide({
    actors: {
      preview: fromPromise(({ input }: { input: PreviewInput }) => spies.preview(input)),
      offer: fromPromise(({ input }: { input: OfferInput }) => spies.offer(input)),
      accept: fromPromise(({ input }: { input: AcceptInput }) => spies.accept(input)),
      reject: fromPromise(({ input }: { input: DecisionInput }) => spies.reject(input)),
      terminate: fromPromise(({ input }: { input: ContractIdInput }) => spies.terminate(input)),
      reload: fromPromise(({ input }: { input: ReloadInput }) => spies.reload(input)),
    },
  });
  const actor = createActor(machine, { input: { kind: 'dailyWage', contract: withContract } });
  actor.start();
  return { actor, ...spies };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

/**
 * Transition definitions of `machine` never taken when every event the graph offers (the same
 * events as {@link unreachedStateIds}) is sent in every reachable snapshot: each edge of
 * `xstate/graph`'s adjacency map is matched to the definitions `getTransitionData` selects.
 * Returns `source --event--> target` labels of the untaken ones; empty when all are taken.
 */
function untakenTransitions(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly GraphEvent[],
): string[] {
  const adjacency = getAdjacencyMap(machine, {
    input,
    events: (snapshot: AnyMachineSnapshot) =>
      eventTypesOf(snapshot)
        .map((type: unknown) => String(type))
        .flatMap((type): GraphEvent[] => {
          const offered = events.filter((event) => event.type === type);
          return offered.length > 0 ? offered : [{ type }];
        }),
  });
  const taken = new Set<AnyTransitionDefinition>();
  for (const { state, event } of adjacencyMapToArray(adjacency)) {
    for (const definition of machine.getTransitionData(state as AnyMachineSnapshot, event as GraphEvent)) {
      taken.add(definition);
    }
  }
  const label = (definition: AnyTransitionDefinition, index: number) =>
    `${definition.source.id} --${definition.eventType}[${index}]--> ${(definition.target ?? [])
      .map((node) => node.id)
      .join(',')}`;
  return getStateNodes(machine).flatMap((node) =>
    [...node.transitions.values()].flatMap((definitions) =>
      definitions.flatMap((definition, index) => (taken.has(definition) ? [] : [label(definition, index)])),
    ),
  );
}

const graphEvents: GraphEvent[] = [
  { type: 'offer.preview', downlineId: 3, terms },
  { type: 'offer.send', requestId: 'req-1' },
  { type: 'xstate.done.actor.preview', output: preview },
  { type: 'xstate.error.actor.preview', error: apiError('network') },
  { type: 'xstate.done.actor.offer', output: contract({ id: 11 }) },
  { type: 'xstate.error.actor.offer', error: apiError('timeout') },
  { type: 'xstate.done.actor.accept', output: { contract: contract({ status: 'accepted' }), ended: [] } },
  { type: 'xstate.error.actor.accept', error: withCode('LOWER_RATE_CONFIRM', { ends: [given] }) },
  { type: 'xstate.error.actor.accept', error: withCode('STALE_OFFER') },
  { type: 'xstate.error.actor.accept', error: withCode('CONTRACT_CLOSED') },
  { type: 'xstate.error.actor.accept', error: apiError('network') },
  { type: 'xstate.done.actor.reject', output: contract({ status: 'rejected' }) },
  { type: 'xstate.error.actor.reject', error: withCode('STALE_OFFER') },
  { type: 'xstate.error.actor.reject', error: withCode('CONTRACT_CLOSED') },
  { type: 'xstate.error.actor.reject', error: apiError('network') },
  { type: 'xstate.done.actor.terminate', output: contract({ status: 'terminated' }) },
  { type: 'xstate.error.actor.terminate', error: withCode('CONTRACT_CLOSED') },
  { type: 'xstate.error.actor.terminate', error: apiError('http', 'Internal error') },
  { type: 'xstate.done.actor.reload', output: contract({ version: 2 }) },
  { type: 'xstate.done.actor.reload', output: null },
  { type: 'xstate.error.actor.reload', error: apiError('network') },
];

describe('contractMachine', () => {
  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(
      unreachedStateIds(contractMachine, { kind: 'dailyWage', contract: contract() }, graphEvents),
    ).toEqual([]);
  });

  it('takes every transition (xstate/graph adjacency map)', () => {
    expect(
      untakenTransitions(contractMachine, { kind: 'dailyWage', contract: contract() }, graphEvents),
    ).toEqual([]);
  });

  it('a new offer (no contract) only offers: accept, reject and terminate are refused', () => {
    const { actor, accept, reject, terminate } = start({}, null);
    actor.send({ type: 'offer.accept' });
    actor.send({ type: 'offer.reject' });
    actor.send({ type: 'contract.terminate' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(accept).not.toHaveBeenCalled();
    expect(reject).not.toHaveBeenCalled();
    expect(terminate).not.toHaveBeenCalled();
  });

  it('offers: edit → preview → send, with the preview of the terms for that downline', async () => {
    const { actor, preview: previewSpy, offer } = start({}, null);
    actor.send({ type: 'offer.edit' });
    expect(actor.getSnapshot().matches({ offer: 'editing' })).toBe(true);
    // Sending needs a preview first.
    actor.send({ type: 'offer.send', requestId: 'req-1' });
    expect(offer).not.toHaveBeenCalled();
    actor.send({ type: 'offer.preview', downlineId: 3, terms });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().matches({ offer: 'previewed' })).toBe(true);
    expect(actor.getSnapshot().context.preview).toEqual(preview);
    expect(previewSpy).toHaveBeenCalledWith({ kind: 'dailyWage', downlineId: 3, terms });

    actor.send({ type: 'offer.send', requestId: 'req-1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('sent');
    expect(offer).toHaveBeenCalledWith({ kind: 'dailyWage', downlineId: 3, terms, requestId: 'req-1' });
    expect(actor.getSnapshot().context.result?.id).toBe(11);
  });

  it('changed terms go back through the preview; cancel drops the draft', async () => {
    const { actor, preview: previewSpy } = start({}, null);
    actor.send({ type: 'offer.edit' });
    actor.send({ type: 'offer.preview', downlineId: 3, terms });
    await settled(actor);
    actor.send({ type: 'offer.edit' });
    expect(actor.getSnapshot().matches({ offer: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.preview).toBeNull();
    const higher: ContractTermsLike = {
      ...terms,
      tiers: terms.tiers?.map((t) => ({ ...t, rate: t.rate + 0.1 })),
    };
    actor.send({ type: 'offer.preview', downlineId: 4, terms: higher });
    await settled(actor);
    expect(previewSpy).toHaveBeenLastCalledWith({ kind: 'dailyWage', downlineId: 4, terms: higher });
    actor.send({ type: 'offer.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('retries a failed offer with the same terms and the same request id', async () => {
    let fail = true;
    const { actor, offer } = start(
      {
        offer: () => (fail ? Promise.reject(apiError('network')) : Promise.resolve(contract({ id: 11 }))),
      },
      null,
    );
    actor.send({ type: 'offer.edit' });
    actor.send({ type: 'offer.preview', downlineId: 3, terms });
    await settled(actor);
    actor.send({ type: 'offer.send', requestId: 'req-1' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ offer: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('errors.network');
    expect(actor.getSnapshot().context.draft).toEqual({ downlineId: 3, terms, requestId: 'req-1' });

    fail = false;
    actor.send({ type: 'flow.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('sent');
    expect(offer).toHaveBeenCalledTimes(2);
    expect(offer.mock.calls[1]?.[0]).toEqual(offer.mock.calls[0]?.[0]);
  });

  it('a refused offer (rate above the upline) keeps the draft and goes back to editing on demand', async () => {
    const { actor } = start({ offer: () => Promise.reject(withCode('RATE_ABOVE_UPLINE')) }, null);
    actor.send({ type: 'offer.edit' });
    actor.send({ type: 'offer.preview', downlineId: 3, terms });
    await settled(actor);
    actor.send({ type: 'offer.send', requestId: 'req-1' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({
      key: 'errors.server',
      message: 'RATE_ABOVE_UPLINE',
      code: 'RATE_ABOVE_UPLINE',
    });
    actor.send({ type: 'offer.edit' });
    expect(actor.getSnapshot().matches({ offer: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.draft?.terms).toEqual(terms);
  });

  it('retries a failed preview', async () => {
    let fail = true;
    const { actor, preview: previewSpy } = start(
      { preview: () => (fail ? Promise.reject(apiError('timeout')) : Promise.resolve(preview)) },
      null,
    );
    actor.send({ type: 'offer.edit' });
    actor.send({ type: 'offer.preview', downlineId: 3, terms });
    await settled(actor);
    expect(actor.getSnapshot().matches({ offer: 'previewFailed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('errors.timeout');
    fail = false;
    actor.send({ type: 'flow.retry' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ offer: 'previewed' })).toBe(true);
    expect(previewSpy).toHaveBeenCalledTimes(2);
  });

  it('accepts an offer with the version the downline saw', async () => {
    const { actor, accept } = start();
    actor.send({ type: 'offer.accept' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(accept).toHaveBeenCalledWith({
      kind: 'dailyWage',
      contractId: 7,
      version: 1,
      confirmLowerRate: false,
    });
    expect(actor.getSnapshot().context.result?.status).toBe('accepted');
  });

  it('lower rate: holds the contracts that would end, confirm resends with confirmLowerRate', async () => {
    const { actor, accept } = start({
      accept: ({ confirmLowerRate }) =>
        confirmLowerRate
          ? Promise.resolve({
              contract: contract({ status: 'accepted' }),
              ended: [{ ...given, status: 'terminated' }],
            })
          : Promise.reject(withCode('LOWER_RATE_CONFIRM', { ends: [given] })),
    });
    actor.send({ type: 'offer.accept' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ accept: 'confirmingLowerRate' })).toBe(true);
    expect(actor.getSnapshot().context.ends).toEqual([given]);
    expect(actor.getSnapshot().context.error).toBeNull();

    actor.send({ type: 'lowerRate.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(accept).toHaveBeenLastCalledWith({
      kind: 'dailyWage',
      contractId: 7,
      version: 1,
      confirmLowerRate: true,
    });
    expect(actor.getSnapshot().context.ended.map((c) => c.id)).toEqual([9]);
    expect(actor.getSnapshot().context.ends).toEqual([]);
  });

  it('lower rate: cancel goes back without accepting, and a later accept asks again', async () => {
    const { actor, accept } = start({
      accept: () => Promise.reject(withCode('LOWER_RATE_CONFIRM', { ends: [given] })),
    });
    actor.send({ type: 'offer.accept' });
    await settled(actor);
    actor.send({ type: 'lowerRate.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.ends).toEqual([]);
    actor.send({ type: 'offer.accept' });
    await settled(actor);
    expect(accept).toHaveBeenLastCalledWith(expect.objectContaining({ confirmLowerRate: false }));
    expect(actor.getSnapshot().matches({ accept: 'confirmingLowerRate' })).toBe(true);
  });

  it('reads the lower-rate list only from that refusal', () => {
    expect(lowerRateEnds(withCode('LOWER_RATE_CONFIRM', { ends: [given, { id: 'x' }] }))).toEqual([given]);
    expect(lowerRateEnds(withCode('LOWER_RATE_CONFIRM', null))).toBeNull();
    expect(lowerRateEnds(withCode('STALE_OFFER', { ends: [given] }))).toBeNull();
    expect(lowerRateEnds(lowerRate())).toBeNull();
  });

  it('retries a failed accept (keeping confirmLowerRate) or cancels it', async () => {
    let calls = 0;
    const { actor, accept } = start({
      accept: ({ confirmLowerRate }) => {
        calls += 1;
        if (!confirmLowerRate) return Promise.reject(withCode('LOWER_RATE_CONFIRM', { ends: [given] }));
        if (calls === 2) return Promise.reject(apiError('network'));
        return Promise.resolve({ contract: contract({ status: 'accepted' }), ended: [given] });
      },
    });
    actor.send({ type: 'offer.accept' });
    await settled(actor);
    actor.send({ type: 'lowerRate.confirm' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ accept: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('errors.network');
    actor.send({ type: 'flow.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(accept).toHaveBeenLastCalledWith(expect.objectContaining({ confirmLowerRate: true }));

    const other = start({ accept: () => Promise.reject(apiError('timeout')) });
    other.actor.send({ type: 'offer.accept' });
    await settled(other.actor);
    other.actor.send({ type: 'flow.cancel' });
    expect(other.actor.getSnapshot().value).toBe('idle');
    expect(other.actor.getSnapshot().context.error).toBeNull();
  });

  it('stale offer: tells the user, reloads the newer offer from that upline, and accepts it', async () => {
    const { actor, accept, reload } = start({
      accept: ({ contractId }) =>
        contractId === 7
          ? Promise.reject(withCode('STALE_OFFER'))
          : Promise.resolve({ contract: contract({ status: 'accepted', version: 3 }), ended: [] }),
    });
    actor.send({ type: 'offer.accept' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('stale');
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'STALE_OFFER' });
    actor.send({ type: 'offer.reload' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(reload).toHaveBeenCalledWith({ kind: 'dailyWage', contractId: 7, uplineId: 1 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.contract).toMatchObject({ id: 8, version: 2 });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'offer.accept' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(accept).toHaveBeenLastCalledWith(expect.objectContaining({ contractId: 8, version: 2 }));
  });

  it('stale offer on reject; a reload that finds no offer any more closes the flow; a failed reload stays stale', async () => {
    let fail = true;
    const { actor } = start({
      reject: () => Promise.reject(withCode('STALE_OFFER')),
      reload: () => (fail ? Promise.reject(apiError('network')) : Promise.resolve(null)),
    });
    actor.send({ type: 'offer.reject' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('stale');
    actor.send({ type: 'offer.reload' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('stale');
    expect(actor.getSnapshot().context.error).toBe('errors.network');
    fail = false;
    actor.send({ type: 'offer.reload' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('rejects an offer; retries a failed reject', async () => {
    let fail = true;
    const { actor, reject } = start({
      reject: () =>
        fail ? Promise.reject(apiError('http', '')) : Promise.resolve(contract({ status: 'rejected' })),
    });
    actor.send({ type: 'offer.reject' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ reject: 'failed' })).toBe(true);
    fail = false;
    actor.send({ type: 'flow.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(reject).toHaveBeenLastCalledWith({ kind: 'dailyWage', contractId: 7, version: 1 });
  });

  it('terminates after a confirmation; cancel keeps the contract', async () => {
    const { actor, terminate } = start({}, given);
    actor.send({ type: 'contract.terminate' });
    expect(actor.getSnapshot().matches({ terminate: 'confirming' })).toBe(true);
    actor.send({ type: 'terminate.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(terminate).not.toHaveBeenCalled();
    actor.send({ type: 'contract.terminate' });
    actor.send({ type: 'terminate.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('terminated');
    expect(terminate).toHaveBeenCalledWith({ kind: 'dailyWage', contractId: 9 });
  });

  it('a contract already closed ends the flow (terminate and accept)', async () => {
    const closed = withCode('CONTRACT_CLOSED');
    const t = start({ terminate: () => Promise.reject(closed) }, given);
    t.actor.send({ type: 'contract.terminate' });
    t.actor.send({ type: 'terminate.confirm' });
    await waitFor(t.actor, (s) => s.status === 'done');
    expect(t.actor.getSnapshot().value).toBe('closed');
    expect(t.actor.getSnapshot().context.error).toMatchObject({ code: 'CONTRACT_CLOSED' });

    const a = start({ accept: () => Promise.reject(closed) });
    a.actor.send({ type: 'offer.accept' });
    await waitFor(a.actor, (s) => s.status === 'done');
    expect(a.actor.getSnapshot().value).toBe('closed');
  });

  it('a failed terminate is retried without asking again', async () => {
    let fail = true;
    const { actor, terminate } = start(
      {
        terminate: () =>
          fail ? Promise.reject(apiError('timeout')) : Promise.resolve(contract({ status: 'terminated' })),
      },
      given,
    );
    actor.send({ type: 'contract.terminate' });
    actor.send({ type: 'terminate.confirm' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ terminate: 'failed' })).toBe(true);
    fail = false;
    actor.send({ type: 'flow.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(terminate).toHaveBeenCalledTimes(2);
  });

  it('fails loudly when an actor is not provided', async () => {
    const actor = createActor(contractMachine, { input: { kind: 'dividend', contract: contract() } });
    actor.start();
    actor.send({ type: 'offer.accept' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ accept: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('errors.unknown');
  });
});
