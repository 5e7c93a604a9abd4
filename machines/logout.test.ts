import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { logoutMachine } from './logout';
import { apiError, unreachedStateIds } from './test-support';

function startLogout(logout: () => Promise<void>) {
  const calls: string[] = [];
  const logoutFake = vi.fn(logout);
  const machine = logoutMachine.provide({
    actors: {
      logout: fromPromise(() => {
        calls.push('logout');
        return logoutFake();
      }),
    },
    actions: {
      clearSession: () => {
        calls.push('clearSession');
      },
      goHome: () => {
        calls.push('goHome');
      },
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, calls, logout: logoutFake };
}

describe('logoutMachine', () => {
  it('reaches every state (xstate/graph shortest paths)', () => {
    const unreached = unreachedStateIds(logoutMachine, undefined, [
      { type: 'xstate.error.actor.logout', error: apiError('network') },
    ]);
    expect(unreached).toEqual([]);
  });

  it('asks first; cancel goes back and calls nothing', () => {
    const { actor, calls } = startLogout(() => Promise.resolve());
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'logout.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'logout.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('confirm: DELETE, then clear the session, then go home', async () => {
    const { actor, calls, logout } = startLogout(() => Promise.resolve());
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['logout', 'clearSession', 'goHome']);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('a failed DELETE still clears locally and goes home', async () => {
    for (const reason of [apiError('network'), apiError('http', 'Unauthorized'), new Error('x')]) {
      const { actor, calls } = startLogout(() => Promise.reject(reason));
      actor.send({ type: 'logout.request' });
      actor.send({ type: 'logout.confirm' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(calls).toEqual(['logout', 'clearSession', 'goHome']);
      expect(actor.getSnapshot().value).toBe('done');
    }
  });
});
