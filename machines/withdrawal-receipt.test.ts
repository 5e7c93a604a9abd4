import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import {
  withdrawalReceiptMachine,
  type ReceiptAnswer,
  type WithdrawalReceiptInput,
} from './withdrawal-receipt';
import { apiError, unreachedStateIds } from './test-support';

function start(
  options: Partial<WithdrawalReceiptInput> & {
    confirm?: (input: { orderId: string; answer: ReceiptAnswer }) => Promise<unknown>;
    upload?: (input: { orderId: string; file: Blob }) => Promise<{ proofs: number }>;
    startAt?: number;
  } = {},
) {
  const clock = new SimulatedClock();
  clock.set(options.startAt ?? 0);
  const confirm = vi.fn(options.confirm ?? (() => Promise.resolve({})));
  let count = options.proofs ?? 0;
  const upload = vi.fn(options.upload ?? (() => Promise.resolve({ proofs: ++count })));
  const machine = withdrawalReceiptMachine.provide({
    actors: {
      confirm: fromPromise(({ input }: { input: { orderId: string; answer: ReceiptAnswer } }) =>
        confirm(input),
      ),
      uploadProof: fromPromise(({ input }: { input: { orderId: string; file: Blob } }) => upload(input)),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      orderId: 'W1',
      amount: 100,
      decimals: options.decimals,
      confirmDeadline: options.confirmDeadline ?? 30 * 60_000,
      proofs: options.proofs,
      alreadyNotReceived: options.alreadyNotReceived,
      now: () => clock.now(),
    },
  });
  actor.start();
  return { actor, clock, confirm, upload };
}

const png = () => new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });

describe('withdrawalReceiptMachine', () => {
  it('reaches every state (xstate/graph shortest paths)', () => {
    const inputs: WithdrawalReceiptInput[] = [
      { orderId: 'W1', amount: 100, confirmDeadline: 2000, now: () => 0 },
      { orderId: 'W1', amount: 100, confirmDeadline: 0, now: () => 0 },
      {
        orderId: 'W1',
        amount: 100,
        confirmDeadline: 2000,
        proofs: 2,
        alreadyNotReceived: true,
        now: () => 0,
      },
    ];
    const unreached = inputs.map((input) =>
      unreachedStateIds(withdrawalReceiptMachine, input, [
        { type: 'receipt.partial', receivedAmount: 40 },
        { type: 'receipt.partial', receivedAmount: 100 },
        { type: 'proof.upload', file: png() },
        { type: 'xstate.done.actor.confirm', output: {} },
        { type: 'xstate.error.actor.confirm', error: apiError('network') },
        { type: 'xstate.done.actor.uploadProof', output: { proofs: 3 } },
        { type: 'xstate.error.actor.uploadProof', error: apiError('platform', 'Too many images') },
      ]),
    );
    // Each input covers its own entry (the graph's clock is fixed, so `forced` is entered from a
    // passed deadline here and from the timer in the simulated-clock test below).
    const everywhere = unreached.reduce((common, ids) => common.filter((id) => ids.includes(id)));
    expect(everywhere).toEqual([]);
    expect(unreached[0]).toEqual(['withdrawalReceipt.forced']);
  });

  it('counts down once per second and becomes a forced receipt exactly at the deadline', () => {
    const { actor, clock, confirm } = start({ confirmDeadline: 3_500 });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(4);
    clock.increment(500);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(3);
    clock.increment(1000);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(2);
    clock.increment(1999);
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('forced');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
    actor.send({ type: 'receipt.received' });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('starts forced when the deadline has already passed', () => {
    const { actor } = start({ confirmDeadline: 1_000, startAt: 5_000 });
    expect(actor.getSnapshot().value).toBe('forced');
  });

  it('confirms received in full', async () => {
    const { actor, confirm } = start();
    actor.send({ type: 'receipt.received' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('received');
    expect(actor.getSnapshot().context.receivedAmount).toBe(100);
    expect(confirm).toHaveBeenCalledWith({ orderId: 'W1', answer: { result: 'received' } });
  });

  it('confirms a partial amount; refuses 0, the full amount, more, or 3 decimals', async () => {
    const { actor, confirm } = start();
    for (const receivedAmount of [0, 100, 150, 10.005, Number.NaN]) {
      actor.send({ type: 'receipt.partial', receivedAmount });
      expect(actor.getSnapshot().matches('choosing')).toBe(true);
      expect(actor.getSnapshot().context.error).toBe('receipt.errors.partialAmount');
    }
    actor.send({ type: 'receipt.partial', receivedAmount: 40.5 });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('partial');
    expect(confirm).toHaveBeenCalledWith({
      orderId: 'W1',
      answer: { result: 'partial', receivedAmount: 40.5 },
    });
  });

  it('accepts 0.29 (a binary fraction) with the default 2 decimals', () => {
    const { actor } = start();
    actor.send({ type: 'receipt.partial', receivedAmount: 0.29 });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it("follows the currency's decimals: 0 refuses 40.5 and accepts 40; 3 accepts 10.005", async () => {
    const whole = start({ decimals: 0 });
    whole.actor.send({ type: 'receipt.partial', receivedAmount: 40.5 });
    expect(whole.actor.getSnapshot().context.error).toBe('receipt.errors.partialAmount');
    whole.actor.send({ type: 'receipt.partial', receivedAmount: 40 });
    await waitFor(whole.actor, (s) => s.status === 'done');
    expect(whole.confirm).toHaveBeenCalledWith({
      orderId: 'W1',
      answer: { result: 'partial', receivedAmount: 40 },
    });

    const three = start({ decimals: 3 });
    three.actor.send({ type: 'receipt.partial', receivedAmount: 10.0005 });
    expect(three.actor.getSnapshot().context.error).toBe('receipt.errors.partialAmount');
    three.actor.send({ type: 'receipt.partial', receivedAmount: 10.005 });
    await waitFor(three.actor, (s) => s.status === 'done');
    expect(three.confirm).toHaveBeenCalledWith({
      orderId: 'W1',
      answer: { result: 'partial', receivedAmount: 10.005 },
    });
  });

  it('not received: uploads proofs up to 3, then is full', async () => {
    const { actor, confirm, upload } = start();
    actor.send({ type: 'receipt.notReceived' });
    await waitFor(actor, (s) => s.matches({ notReceived: 'idle' }));
    expect(confirm).toHaveBeenCalledWith({ orderId: 'W1', answer: { result: 'notReceived' } });
    for (let i = 1; i <= 3; i += 1) {
      actor.send({ type: 'proof.upload', file: png() });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => !s.hasTag('busy'));
      expect(actor.getSnapshot().context.proofs).toBe(i);
    }
    expect(actor.getSnapshot().matches({ notReceived: 'full' })).toBe(true);
    actor.send({ type: 'proof.upload', file: png() });
    expect(upload).toHaveBeenCalledTimes(3);
  });

  it('an order already answered not received resumes with its proof count', () => {
    const { actor } = start({ alreadyNotReceived: true, proofs: 3 });
    expect(actor.getSnapshot().matches({ notReceived: 'full' })).toBe(true);
    const again = start({ alreadyNotReceived: true, proofs: 1 });
    expect(again.actor.getSnapshot().matches({ notReceived: 'idle' })).toBe(true);
  });

  it('a refused confirmation goes back to the choices with the server message; the timer keeps going', async () => {
    const { actor, clock } = start({
      confirmDeadline: 10_000,
      confirm: () => Promise.reject(apiError('platform', 'Already confirmed')),
    });
    actor.send({ type: 'receipt.received' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors.server', message: 'Already confirmed' });
    expect(actor.getSnapshot().context.receivedAmount).toBeNull();
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('forced');
  });

  it('a failed upload stays in notReceived with the error', async () => {
    const { actor } = start({ upload: () => Promise.reject(apiError('network')) });
    actor.send({ type: 'receipt.notReceived' });
    await waitFor(actor, (s) => s.matches({ notReceived: 'idle' }));
    actor.send({ type: 'proof.upload', file: png() });
    await waitFor(actor, (s) => s.matches({ notReceived: 'idle' }));
    expect(actor.getSnapshot().context.error).toBe('errors.network');
    expect(actor.getSnapshot().context.proofs).toBe(0);
  });

  it('rejects with "confirm not provided" until src/ provides the actor', async () => {
    const actor = createActor(withdrawalReceiptMachine, {
      input: { orderId: 'W1', amount: 100, confirmDeadline: Date.now() + 60_000 },
    });
    actor.start();
    actor.send({ type: 'receipt.received' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('errors.unknown');
    actor.stop();
  });
});
