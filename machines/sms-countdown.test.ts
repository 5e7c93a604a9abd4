import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { smsCountdownMachine, type SendCodeOutput, type SmsCountdownMode } from './sms-countdown';
import { apiError, unreachedStateIds } from './test-support';

function startCountdown(mode: SmsCountdownMode, sendCode: () => Promise<SendCodeOutput>, startAt = 0) {
  const clock = new SimulatedClock();
  clock.set(startAt);
  const send = vi.fn(sendCode);
  const actor = createActor(smsCountdownMachine.provide({ actors: { sendCode: fromPromise(send) } }), {
    clock,
    input: { mode, now: () => clock.now() },
  });
  actor.start();
  return { actor, clock, send };
}

describe('smsCountdownMachine', () => {
  it('reaches every state (xstate/graph shortest paths)', () => {
    for (const mode of ['minutes', 'until'] as const) {
      const unreached = unreachedStateIds(smsCountdownMachine, { mode, now: () => 0 }, [
        { type: 'xstate.done.actor.sendCode', output: { expiredMinutes: 1, expirationTime: 5000 } },
        { type: 'xstate.error.actor.sendCode', error: apiError('network') },
      ]);
      expect(unreached).toEqual([]);
    }
  });

  it('counts expiredMinutes × 60 s down to zero, one tick per 1000 ms, then re-enables the button', async () => {
    const { actor, clock, send } = startCountdown('minutes', () => Promise.resolve({ expiredMinutes: 2 }));
    expect(actor.getSnapshot().hasTag('disabled')).toBe(false);

    actor.send({ type: 'sms.send' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('disabled')).toBe(true);

    await waitFor(actor, (s) => s.matches('counting'));
    expect(actor.getSnapshot().context.remainingSeconds).toBe(120);
    expect(actor.getSnapshot().hasTag('disabled')).toBe(true);

    clock.increment(1000);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(119);
    clock.increment(1000);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(118);

    actor.send({ type: 'sms.send' });
    expect(send).toHaveBeenCalledTimes(1);

    clock.increment(117_000);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(1);

    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
    expect(actor.getSnapshot().hasTag('disabled')).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('counts down to an expirationTime timestamp and stops exactly at it', async () => {
    const { actor, clock } = startCountdown(
      'until',
      () => Promise.resolve({ expirationTime: 12_500 }),
      10_000,
    );

    actor.send({ type: 'sms.send' });
    await waitFor(actor, (s) => s.matches('counting'));
    expect(actor.getSnapshot().context.remainingSeconds).toBe(3);
    expect(actor.getSnapshot().context.endsAt).toBe(12_500);

    clock.increment(500);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(2);
    clock.increment(1000);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(1);
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('counting');
    clock.increment(1);
    expect(clock.now()).toBe(12_500);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
  });

  it('goes straight back to idle when the expiry timestamp has already passed', async () => {
    const { actor } = startCountdown('until', () => Promise.resolve({ expirationTime: 4_000 }), 5_000);
    actor.send({ type: 'sms.send' });
    await waitFor(actor, (s) => !s.matches('sending'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
    expect(actor.getSnapshot().context.endsAt).toBeNull();
  });

  it('ignores a second sms.send within 1000 ms of the last request, even after a failed send', async () => {
    const { actor, clock, send } = startCountdown('minutes', () =>
      Promise.reject(apiError('platform', 'Too many requests, retry after 5 minutes')),
    );

    actor.send({ type: 'sms.send' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toEqual({
      key: 'errors.server',
      message: 'Too many requests, retry after 5 minutes',
    });

    clock.increment(999);
    actor.send({ type: 'sms.send' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(send).toHaveBeenCalledTimes(1);

    clock.increment(1);
    actor.send({ type: 'sms.send' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.lastRequestAt).toBe(1000);
    expect(send).toHaveBeenCalledTimes(2);
    await waitFor(actor, (s) => s.matches('idle'));
  });

  it('throttles after sms.reset too: reset stops counting but not the 1000 ms request limit', async () => {
    const { actor, clock, send } = startCountdown('minutes', () => Promise.resolve({ expiredMinutes: 1 }));
    actor.send({ type: 'sms.send' });
    await waitFor(actor, (s) => s.matches('counting'));

    clock.increment(300);
    actor.send({ type: 'sms.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
    expect(actor.getSnapshot().context.endsAt).toBeNull();

    actor.send({ type: 'sms.send' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(send).toHaveBeenCalledTimes(1);

    // No tick is left scheduled after the reset.
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
  });

  it('sms.reset while sending drops the answer', async () => {
    let answer: (value: SendCodeOutput) => void = () => undefined;
    const { actor } = startCountdown(
      'minutes',
      () => new Promise<SendCodeOutput>((resolve) => (answer = resolve)),
    );
    actor.send({ type: 'sms.send' });
    await Promise.resolve();
    actor.send({ type: 'sms.reset' });
    answer({ expiredMinutes: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
  });

  it('maps send failures to i18n keys, and sms.reset clears the error', async () => {
    const cases = [
      [apiError('network'), 'errors.network'],
      [apiError('timeout'), 'errors.timeout'],
      [apiError('invalid', 'bad shape'), 'errors.unknown'],
      [new Error('boom'), 'errors.unknown'],
    ] as const;
    for (const [reason, key] of cases) {
      const { actor } = startCountdown('minutes', () => Promise.reject(reason));
      actor.send({ type: 'sms.send' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context.error).toBe(key);
      actor.send({ type: 'sms.reset' });
      expect(actor.getSnapshot().context.error).toBeNull();
    }
  });

  it('a send answer missing the field for the mode starts no countdown', async () => {
    const { actor } = startCountdown('until', () => Promise.resolve({ expiredMinutes: 1 }));
    actor.send({ type: 'sms.send' });
    await waitFor(actor, (s) => !s.matches('sending'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.endsAt).toBeNull();
  });

  it('rejects with "sendCode not provided" until src/ provides the actor', async () => {
    const failures: unknown[] = [];
    const actor = createActor(smsCountdownMachine, {
      input: { mode: 'minutes' },
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.event.type === 'xstate.error.actor.sendCode') {
          failures.push((inspection.event as { error?: unknown }).error);
        }
      },
    });
    actor.start();
    actor.send({ type: 'sms.send' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe('errors.unknown');
    expect(actor.getSnapshot().context.lastRequestAt).toEqual(expect.any(Number));
    expect(failures).toEqual([new Error('sendCode not provided')]);
  });
});
