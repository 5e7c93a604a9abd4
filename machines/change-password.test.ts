import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { changePasswordMachine, type ChangePasswordData } from './change-password';
import { apiError, unreachedStateIds } from './test-support';

const data: ChangePasswordData = {
  oldPassword: '{secret}',
  newPassword: 'Newpass123',
  confirmNewPassword: 'Newpass123',
};

function startChange(
  changePassword: (input: ChangePasswordData) => Promise<void>,
  reloadMember: () => Promise<void> = () => Promise.resolve(),
) {
  const calls: string[] = [];
  const changeFake = vi.fn(changePassword);
  const reloadFake = vi.fn(reloadMember);
  const machine = changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(({ input }) => {
        calls.push('changePassword');
        return changeFake(input);
      }),
      reloadMember: fromPromise(() => {
        calls.push('reloadMember');
        return reloadFake();
      }),
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, calls, changePassword: changeFake, reloadMember: reloadFake };
}

const settled = (state: { hasTag: (tag: 'busy') => boolean }) => !state.hasTag('busy');

describe('changePasswordMachine', () => {
  it('reaches every state (xstate/graph shortest paths)', () => {
    const unreached = unreachedStateIds(changePasswordMachine, undefined, [
      { type: 'password.submit', data },
      { type: 'xstate.error.actor.changePassword', error: apiError('platform', 'Old password is wrong') },
      { type: 'xstate.error.actor.reloadMember', error: apiError('network') },
    ]);
    expect(unreached).toEqual([]);
  });

  it('changes the password, reloads the member, then is done', async () => {
    const { actor, calls, changePassword } = startChange(() => Promise.resolve());
    actor.send({ type: 'password.submit', data });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['changePassword', 'reloadMember']);
    expect(changePassword).toHaveBeenCalledWith(data);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a refused change returns to editing with the error; no reload; a retry clears it', async () => {
    let attempt = 0;
    const { actor, reloadMember } = startChange(() =>
      ++attempt === 1 ? Promise.reject(apiError('platform', 'Old password is wrong')) : Promise.resolve(),
    );
    actor.send({ type: 'password.submit', data });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({
      key: 'errors.server',
      message: 'Old password is wrong',
    });
    expect(reloadMember).not.toHaveBeenCalled();

    actor.send({ type: 'password.submit', data });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(reloadMember).toHaveBeenCalledTimes(1);
  });

  it('maps transport failures to i18n keys', async () => {
    for (const [reason, key] of [
      [apiError('network'), 'errors.network'],
      [apiError('timeout'), 'errors.timeout'],
      [new Error('x'), 'errors.unknown'],
    ] as const) {
      const { actor } = startChange(() => Promise.reject(reason));
      actor.send({ type: 'password.submit', data });
      await waitFor(actor, settled);
      expect(actor.getSnapshot().context.error).toBe(key);
    }
  });

  it('a failed reload still ends done: the password has changed', async () => {
    const { actor, reloadMember } = startChange(
      () => Promise.resolve(),
      () => Promise.reject(apiError('network')),
    );
    actor.send({ type: 'password.submit', data });
    await waitFor(actor, (s) => s.status === 'done');
    expect(reloadMember).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('done');
  });
});
