import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  forgotPasswordMachine,
  type ForgotEmailData,
  type ForgotLoginOutput,
  type ForgotPasswordInput,
  type ForgotPhoneData,
} from './forgot-password';
import { apiError, unreachedStateIds } from './test-support';

const emailData: ForgotEmailData = { username: 'demo1', email: 'demo1@example.com' };
const phoneData: ForgotPhoneData = {
  countryDialingCode: '+84',
  mobileNum: '912345678',
  verificationCode: '123456',
  newPassword: 'Newpass123',
};
const loggedIn: ForgotLoginOutput = { token: 'tok-p', user: { id: 1, account: 'demo1' } };

function startForgot(
  input: ForgotPasswordInput,
  sendEmail: (data: ForgotEmailData) => Promise<void> = () => Promise.resolve(),
  setPasswordByPhone: (data: ForgotPhoneData) => Promise<ForgotLoginOutput> = () => Promise.resolve(loggedIn),
) {
  const sendEmailFake = vi.fn(sendEmail);
  const setPasswordFake = vi.fn(setPasswordByPhone);
  const storeSession = vi.fn<(value: ForgotLoginOutput) => void>();
  const machine = forgotPasswordMachine.provide({
    actors: {
      sendEmail: fromPromise(({ input: data }) => sendEmailFake(data)),
      setPasswordByPhone: fromPromise(({ input: data }) => setPasswordFake(data)),
    },
    actions: { storeSession: (_, value) => storeSession(value) },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, sendEmail: sendEmailFake, setPasswordByPhone: setPasswordFake, storeSession };
}

const settled = (state: { hasTag: (tag: 'busy') => boolean }) => !state.hasTag('busy');

describe('forgotPasswordMachine', () => {
  it('reaches every state (xstate/graph shortest paths)', () => {
    const unreached = unreachedStateIds(
      forgotPasswordMachine,
      { choiceEnabled: true, defaultMethod: 'email' },
      [
        { type: 'method.select', method: 'phone' },
        { type: 'method.select', method: 'email' },
        { type: 'forgot.submitEmail', data: emailData },
        { type: 'forgot.submitPhone', data: phoneData },
        {
          type: 'xstate.error.actor.sendEmail',
          error: apiError('platform', 'Username or email does not exist'),
        },
        { type: 'xstate.done.actor.setPasswordByPhone', output: loggedIn },
        { type: 'xstate.error.actor.setPasswordByPhone', error: apiError('platform', 'Code expired') },
      ],
    );
    expect(unreached).toEqual([]);
  });

  it('starts on the default method', () => {
    expect(startForgot({ choiceEnabled: false, defaultMethod: 'email' }).actor.getSnapshot().value).toBe(
      'editingEmail',
    );
    expect(startForgot({ choiceEnabled: false, defaultMethod: 'phone' }).actor.getSnapshot().value).toBe(
      'editingPhone',
    );
  });

  it('by email: sendingEmail → emailSent', async () => {
    const { actor, sendEmail, storeSession } = startForgot({ choiceEnabled: true, defaultMethod: 'email' });
    actor.send({ type: 'forgot.submitEmail', data: emailData });
    expect(actor.getSnapshot().value).toBe('sendingEmail');
    await waitFor(actor, (s) => s.status === 'done');
    expect(sendEmail).toHaveBeenCalledWith(emailData);
    expect(actor.getSnapshot().value).toBe('emailSent');
    expect(actor.getSnapshot().output).toEqual({ method: 'email' });
    expect(storeSession).not.toHaveBeenCalled();
  });

  it('by email: a failure returns to editingEmail with the server message; a retry clears it', async () => {
    let attempt = 0;
    const { actor } = startForgot({ choiceEnabled: true, defaultMethod: 'email' }, () =>
      ++attempt === 1
        ? Promise.reject(apiError('platform', 'Username or email does not exist'))
        : Promise.resolve(),
    );
    actor.send({ type: 'forgot.submitEmail', data: emailData });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('editingEmail');
    expect(actor.getSnapshot().context.error).toEqual({
      key: 'errors.server',
      message: 'Username or email does not exist',
    });
    actor.send({ type: 'forgot.submitEmail', data: emailData });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('emailSent');
  });

  it('by phone: settingPassword → storeSession → loggedIn', async () => {
    const { actor, setPasswordByPhone, storeSession } = startForgot({
      choiceEnabled: false,
      defaultMethod: 'phone',
    });
    actor.send({ type: 'forgot.submitPhone', data: phoneData });
    expect(actor.getSnapshot().value).toBe('settingPassword');
    await waitFor(actor, (s) => s.status === 'done');
    expect(setPasswordByPhone).toHaveBeenCalledWith(phoneData);
    expect(storeSession).toHaveBeenCalledWith(loggedIn);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().output).toEqual({ method: 'phone' });
  });

  it('by phone: a failure returns to editingPhone with the error and stores nothing', async () => {
    for (const [reason, key] of [
      [
        apiError('platform', 'Verification code expired'),
        { key: 'errors.server', message: 'Verification code expired' },
      ],
      [apiError('network'), 'errors.network'],
      [apiError('timeout'), 'errors.timeout'],
      [new Error('x'), 'errors.unknown'],
    ] as const) {
      const { actor, storeSession } = startForgot(
        { choiceEnabled: false, defaultMethod: 'phone' },
        undefined,
        () => Promise.reject(reason),
      );
      actor.send({ type: 'forgot.submitPhone', data: phoneData });
      await waitFor(actor, settled);
      expect(actor.getSnapshot().value).toBe('editingPhone');
      expect(actor.getSnapshot().context.error).toEqual(key);
      expect(storeSession).not.toHaveBeenCalled();
    }
  });

  it('method.select switches method and clears the error when the choice is offered', async () => {
    const { actor } = startForgot({ choiceEnabled: true, defaultMethod: 'email' }, () =>
      Promise.reject(apiError('network')),
    );
    actor.send({ type: 'forgot.submitEmail', data: emailData });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context.error).toBe('errors.network');

    actor.send({ type: 'method.select', method: 'phone' });
    expect(actor.getSnapshot().value).toBe('editingPhone');
    expect(actor.getSnapshot().context.method).toBe('phone');
    expect(actor.getSnapshot().context.error).toBeNull();

    actor.send({ type: 'forgot.submitEmail', data: emailData });
    expect(actor.getSnapshot().value).toBe('editingPhone');

    actor.send({ type: 'method.select', method: 'email' });
    expect(actor.getSnapshot().value).toBe('editingEmail');
  });

  it('method.select is ignored when the site offers no choice', () => {
    const { actor } = startForgot({ choiceEnabled: false, defaultMethod: 'email' });
    actor.send({ type: 'method.select', method: 'phone' });
    expect(actor.getSnapshot().value).toBe('editingEmail');
    expect(actor.getSnapshot().context.method).toBe('email');
  });
});
