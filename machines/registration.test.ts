import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import {
  registrationMachine,
  type CheckAffiliateInput,
  type CheckAffiliateOutput,
  type RegisterInput,
  type RegisterOutput,
  type RegistrationInput,
  type VerifyHumanInput,
} from './registration';
import { apiError, unreachedStateIds } from './test-support';

const member = { id: 7, account: 'newbie1' };
const registered: RegisterOutput = { token: 'tok-1', account: 'newbie1', user: member };

interface Fakes {
  checkAffiliate?: (input: CheckAffiliateInput) => Promise<CheckAffiliateOutput>;
  verifyHuman?: (input: VerifyHumanInput) => Promise<void>;
  register?: (input: RegisterInput) => Promise<RegisterOutput>;
}

function startRegistration(input: RegistrationInput, fakes: Fakes = {}) {
  const calls: string[] = [];
  const checkAffiliate = vi.fn(async (args: CheckAffiliateInput) => {
    calls.push('checkAffiliate');
    return (fakes.checkAffiliate ?? (() => Promise.resolve({ valid: true, affiliateCode: args.code })))(args);
  });
  const verifyHuman = vi.fn(async (args: VerifyHumanInput) => {
    calls.push('verifyHuman');
    return (fakes.verifyHuman ?? (() => Promise.resolve()))(args);
  });
  const register = vi.fn(async (args: RegisterInput) => {
    calls.push('register');
    return (fakes.register ?? (() => Promise.resolve(registered)))(args);
  });
  const storeSession = vi.fn((value: RegisterOutput) => calls.push(`storeSession:${value.token}`));
  const refreshCaptcha = vi.fn(() => calls.push('refreshCaptcha'));
  const machine = registrationMachine.provide({
    actors: {
      checkAffiliate: fromPromise(({ input: args }) => checkAffiliate(args)),
      verifyHuman: fromPromise(({ input: args }) => verifyHuman(args)),
      register: fromPromise(({ input: args }) => register(args)),
    },
    actions: {
      storeSession: (_, value) => storeSession(value),
      refreshCaptcha: () => refreshCaptcha(),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, calls, checkAffiliate, verifyHuman, register, storeSession, refreshCaptcha };
}

const settled = (state: { hasTag: (tag: 'busy') => boolean }) => !state.hasTag('busy');
const full: RegistrationInput = { variant: 'register', smsEnabled: true, affiliateShown: true };
const form = {
  username: 'newbie1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  verificationCode: '123456',
};

describe('registrationMachine', () => {
  it('reaches every state (xstate/graph shortest paths)', () => {
    const unreached = unreachedStateIds(registrationMachine, full, [
      { type: 'form.submit', data: { ...form, affiliateCode: 'AFF1' } },
      { type: 'form.submit', data: { username: 'newbie1' } },
      { type: 'affiliate.checkFromUrl', code: 'AFF1' },
      { type: 'variant.change', variant: 'registerMobile' },
      { type: 'xstate.done.actor.checkAffiliate', output: { valid: true, affiliateCode: 'AFF1' } },
      { type: 'xstate.error.actor.checkAffiliate', error: apiError('platform', 'Affiliate code invalid') },
      { type: 'xstate.error.actor.verifyHuman', error: apiError('platform', 'Captcha check failed') },
      { type: 'xstate.done.actor.register', output: registered },
      { type: 'xstate.error.actor.register', error: apiError('network') },
    ]);
    expect(unreached).toEqual([]);
  });

  it('runs §4 order: affiliate check → human check → SMS step → register → storeSession → done', async () => {
    const { actor, calls, checkAffiliate, verifyHuman, register, storeSession } = startRegistration(full);
    const data = { ...form, affiliateCode: ' AFF1 ' };
    actor.send({ type: 'form.submit', data });
    expect(actor.getSnapshot().value).toBe('checkingAffiliate');

    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['checkAffiliate', 'verifyHuman', 'register', 'storeSession:tok-1']);
    expect(checkAffiliate).toHaveBeenCalledWith({ code: 'AFF1' });
    expect(verifyHuman).toHaveBeenCalledWith({ variant: 'register' });
    expect(register).toHaveBeenCalledWith({ variant: 'register', data });
    expect(storeSession).toHaveBeenCalledWith(registered);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ account: 'newbie1', variant: 'register' });
  });

  it('skips the affiliate check when the field is not shown or left empty', async () => {
    for (const [input, affiliateCode] of [
      [{ ...full, affiliateShown: false }, 'AFF1'],
      [full, '  '],
      [full, undefined],
    ] as const) {
      const { actor, calls } = startRegistration(input);
      actor.send({ type: 'form.submit', data: { ...form, affiliateCode } });
      expect(actor.getSnapshot().value).toBe('verifyingHuman');
      await waitFor(actor, (s) => s.status === 'done');
      expect(calls).toEqual(['verifyHuman', 'register', 'storeSession:tok-1']);
    }
  });

  it('a refused affiliate code on submit opens the invitation-code dialog and stops', async () => {
    const { actor, verifyHuman, register, storeSession } = startRegistration(full, {
      checkAffiliate: () => Promise.reject(apiError('platform', 'Affiliate code invalid')),
    });
    actor.send({ type: 'form.submit', data: { ...form, affiliateCode: 'BAD' } });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('affiliateError');
    expect(actor.getSnapshot().context.error).toBe('errors.affiliateInvalid');
    expect(verifyHuman).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
    expect(storeSession).not.toHaveBeenCalled();

    actor.send({ type: 'form.submit', data: form });
    expect(actor.getSnapshot().value).toBe('affiliateError');
    actor.send({ type: 'dialog.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.affiliateHidden).toBe(false);
  });

  it('an affiliate answer with valid:false is refused too; a network failure keeps its own key', async () => {
    const invalid = startRegistration(full, {
      checkAffiliate: () => Promise.resolve({ valid: false, affiliateCode: '' }),
    });
    invalid.actor.send({ type: 'form.submit', data: { ...form, affiliateCode: 'BAD' } });
    await waitFor(invalid.actor, settled);
    expect(invalid.actor.getSnapshot().value).toBe('affiliateError');
    expect(invalid.actor.getSnapshot().context.error).toBe('errors.affiliateInvalid');

    const offline = startRegistration(full, { checkAffiliate: () => Promise.reject(apiError('network')) });
    offline.actor.send({ type: 'form.submit', data: { ...form, affiliateCode: 'AFF1' } });
    await waitFor(offline.actor, settled);
    expect(offline.actor.getSnapshot().value).toBe('affiliateError');
    expect(offline.actor.getSnapshot().context.error).toBe('errors.network');
  });

  it('a valid URL affiliate code hides the field and is sent with the registration', async () => {
    const { actor, calls, checkAffiliate, register } = startRegistration(full, {
      checkAffiliate: () => Promise.resolve({ valid: true, affiliateCode: 'URL7' }),
    });
    actor.send({ type: 'affiliate.checkFromUrl', code: 'url7' });
    expect(actor.getSnapshot().value).toBe('checkingUrlAffiliate');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.affiliateHidden).toBe(true);
    expect(actor.getSnapshot().context.affiliateCode).toBe('URL7');
    expect(checkAffiliate).toHaveBeenCalledWith({ code: 'url7' });

    actor.send({ type: 'form.submit', data: { ...form, affiliateCode: 'TYPED' } });
    expect(actor.getSnapshot().value).toBe('verifyingHuman');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['checkAffiliate', 'verifyHuman', 'register', 'storeSession:tok-1']);
    expect(register).toHaveBeenCalledWith({ variant: 'register', data: { ...form, affiliateCode: 'URL7' } });
  });

  it('a refused URL affiliate code keeps the field shown and warns until dismissed', async () => {
    const { actor, checkAffiliate } = startRegistration(full, {
      checkAffiliate: ({ code }) =>
        code === 'GOOD'
          ? Promise.resolve({ valid: true, affiliateCode: code })
          : Promise.reject(apiError('platform', 'nope')),
    });
    actor.send({ type: 'affiliate.checkFromUrl', code: 'BAD' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('affiliateError');
    expect(actor.getSnapshot().context.error).toBe('errors.affiliateInvalid');
    expect(actor.getSnapshot().context.affiliateHidden).toBe(false);
    expect(actor.getSnapshot().context.affiliateCode).toBeNull();

    actor.send({ type: 'dialog.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.submit', data: { ...form, affiliateCode: 'GOOD' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(checkAffiliate).toHaveBeenLastCalledWith({ code: 'GOOD' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('requires a verification code when SMS is enabled, and always for mobile registration', async () => {
    for (const input of [
      full,
      { variant: 'registerMobile', smsEnabled: false, affiliateShown: false },
    ] as const) {
      const { actor, register } = startRegistration(input);
      actor.send({ type: 'form.submit', data: { ...form, verificationCode: ' ' } });
      await waitFor(actor, settled);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.error).toBe('errors.verificationCodeRequired');
      expect(register).not.toHaveBeenCalled();
    }

    const noSms = startRegistration({ variant: 'register', smsEnabled: false, affiliateShown: false });
    noSms.actor.send({ type: 'form.submit', data: { username: 'newbie1', password: 'Secret123' } });
    await waitFor(noSms.actor, (s) => s.status === 'done');
    expect(noSms.register).toHaveBeenCalledTimes(1);
  });

  it('a failed human check returns to editing with the error and a new captcha', async () => {
    const { actor, register, refreshCaptcha } = startRegistration(full, {
      verifyHuman: () => Promise.reject(apiError('platform', 'Captcha check failed')),
    });
    actor.send({ type: 'form.submit', data: form });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({
      key: 'errors.server',
      message: 'Captcha check failed',
    });
    expect(refreshCaptcha).toHaveBeenCalledTimes(1);
    expect(register).not.toHaveBeenCalled();
  });

  it('a failed register returns to editing with the error and a new captcha; a retry succeeds', async () => {
    let attempt = 0;
    const { actor, storeSession, refreshCaptcha } = startRegistration(full, {
      register: () =>
        ++attempt === 1
          ? Promise.reject(apiError('platform', 'Username taken'))
          : Promise.resolve(registered),
    });
    actor.send({ type: 'form.submit', data: form });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors.server', message: 'Username taken' });
    expect(refreshCaptcha).toHaveBeenCalledTimes(1);
    expect(storeSession).not.toHaveBeenCalled();

    actor.send({ type: 'form.submit', data: form });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(storeSession).toHaveBeenCalledTimes(1);
  });

  it('maps a timeout and an unknown failure to i18n keys', async () => {
    for (const [reason, key] of [
      [apiError('timeout'), 'errors.timeout'],
      [new Error('x'), 'errors.unknown'],
    ] as const) {
      const { actor } = startRegistration(full, { register: () => Promise.reject(reason) });
      actor.send({ type: 'form.submit', data: form });
      await waitFor(actor, settled);
      expect(actor.getSnapshot().context.error).toBe(key);
    }
  });

  it('variant.change switches the variant, clears the error and refreshes the captcha', async () => {
    const { actor, refreshCaptcha } = startRegistration(full, {
      register: () => Promise.reject(apiError('network')),
    });
    actor.send({ type: 'form.submit', data: form });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context.error).toBe('errors.network');
    expect(refreshCaptcha).toHaveBeenCalledTimes(1);

    actor.send({ type: 'variant.change', variant: 'registerMobile' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.variant).toBe('registerMobile');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(refreshCaptcha).toHaveBeenCalledTimes(2);
  });

  it('mobile registration ends with the generated account number in the output', async () => {
    const { actor, register, verifyHuman } = startRegistration(
      { variant: 'registerMobile', smsEnabled: true, affiliateShown: false },
      { register: () => Promise.resolve({ token: 'tok-m', account: '84912000111', user: member }) },
    );
    const data = { mobileNum: '912000111', countryDialingCode: '+84', verificationCode: '654321' };
    actor.send({ type: 'form.submit', data });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verifyHuman).toHaveBeenCalledWith({ variant: 'registerMobile' });
    expect(register).toHaveBeenCalledWith({ variant: 'registerMobile', data });
    expect(actor.getSnapshot().output).toEqual({ account: '84912000111', variant: 'registerMobile' });
  });

  it('passes the human check by default; other defaults throw "<name> not provided"', async () => {
    const storeSession = vi.fn<(value: RegisterOutput) => void>();
    const actor = createActor(
      registrationMachine.provide({
        actors: { register: fromPromise(() => Promise.resolve(registered)) },
        actions: { storeSession: (_, value) => storeSession(value) },
      }),
      { input: { variant: 'register', smsEnabled: false, affiliateShown: false } },
    );
    actor.start();
    actor.send({ type: 'form.submit', data: form });
    await waitFor(actor, (s) => s.status === 'done');
    expect(storeSession).toHaveBeenCalledWith(registered);

    // Unprovided: `register` rejects, then the default `refreshCaptcha` throws and stops the actor.
    const bare = createActor(registrationMachine, {
      input: { variant: 'register', smsEnabled: false, affiliateShown: false },
    });
    const ended = toPromise(bare);
    bare.start();
    bare.send({ type: 'form.submit', data: form });
    await expect(ended).rejects.toThrow('refreshCaptcha not provided');
    expect(bare.getSnapshot().status).toBe('error');
  });
});
