import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginMachine, type LoginFormData, type LoginOutput } from './login';
import { apiError, unreachedStateIds } from './test-support';

const member = { id: 1, account: 'demo1' };
const answer = (overrides: Partial<LoginOutput> = {}): LoginOutput => ({
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  user: member,
  ...overrides,
});

function startLogin(
  passwordExpiryEnabled: boolean,
  login: (data: LoginFormData) => Promise<LoginOutput>,
  loadMember: () => Promise<void> = () => Promise.resolve(),
) {
  const calls: string[] = [];
  const loginFake = vi.fn(login);
  const loadMemberFake = vi.fn(loadMember);
  const storeSession = vi.fn((value: LoginOutput) => calls.push(`storeSession:${value.token}`));
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(({ input }) => {
        calls.push('login');
        return loginFake(input);
      }),
      loadMember: fromPromise(() => {
        calls.push('loadMember');
        return loadMemberFake();
      }),
    },
    actions: { storeSession: (_, value) => storeSession(value) },
  });
  const actor = createActor(machine, { input: { passwordExpiryEnabled } });
  actor.start();
  return { actor, calls, login: loginFake, loadMember: loadMemberFake, storeSession };
}

const byUsername = (password: string): LoginFormData => ({ type: 'username', username: 'demo1', password });
const bySms: LoginFormData = {
  type: 'sms',
  countryDialingCode: '+84',
  mobileNum: '912345678',
  verificationCode: '123456',
};
const settled = (state: { hasTag: (tag: 'busy') => boolean }) => !state.hasTag('busy');

describe('loginMachine', () => {
  it('reaches every state (xstate/graph shortest paths)', () => {
    const unreached = unreachedStateIds(loginMachine, { passwordExpiryEnabled: true }, [
      { type: 'login.submit', data: byUsername('Demo1234') },
      { type: 'login.submit', data: byUsername('{secret}') },
      { type: 'xstate.done.actor.login', output: answer() },
      { type: 'xstate.error.actor.login', error: apiError('platform', 'Bad credentials', { captcha: true }) },
      { type: 'xstate.error.actor.loadMember', error: apiError('network') },
    ]);
    expect(unreached).toEqual([]);
  });

  it('logs in: login → storeSession → loadMember → done, going home', async () => {
    const { actor, calls, login, storeSession } = startLogin(true, () => Promise.resolve(answer()));
    actor.send({ type: 'login.submit', data: byUsername('Demo1234') });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['login', 'storeSession:tok-1', 'loadMember']);
    expect(login).toHaveBeenCalledWith(byUsername('Demo1234'));
    expect(storeSession).toHaveBeenCalledWith(answer());
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ next: 'home' });
    expect(actor.getSnapshot().context.passwordChangeRequired).toBe(false);
  });

  it('the default password {secret} stores the session and ends in changePassword', async () => {
    const { actor, calls } = startLogin(false, () => Promise.resolve(answer()));
    actor.send({ type: 'login.submit', data: byUsername('{secret}') });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['login', 'storeSession:tok-1']);
    expect(actor.getSnapshot().value).toBe('changePassword');
    expect(actor.getSnapshot().output).toEqual({ next: 'changePassword' });
  });

  it('an expired password forces the change only when password expiry is enabled', async () => {
    const on = startLogin(true, () => Promise.resolve(answer({ passwordExpired: true })));
    on.actor.send({ type: 'login.submit', data: byUsername('Demo1234') });
    await waitFor(on.actor, (s) => s.status === 'done');
    expect(on.actor.getSnapshot().value).toBe('changePassword');
    expect(on.loadMember).not.toHaveBeenCalled();

    const off = startLogin(false, () => Promise.resolve(answer({ passwordExpired: true })));
    off.actor.send({ type: 'login.submit', data: byUsername('Demo1234') });
    await waitFor(off.actor, (s) => s.status === 'done');
    expect(off.actor.getSnapshot().value).toBe('done');
    expect(off.actor.getSnapshot().output).toEqual({ next: 'home' });
    expect(off.loadMember).toHaveBeenCalledTimes(1);
  });

  it('an SMS log-in never forces a password change', async () => {
    const { actor, storeSession } = startLogin(true, () =>
      Promise.resolve(answer({ passwordExpired: true })),
    );
    actor.send({ type: 'login.submit', data: { ...bySms, password: '{secret}' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ next: 'home' });
    expect(storeSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.loginType).toBe('sms');
  });

  it('a failure flagged captcha:true shows the captcha, and it stays shown', async () => {
    const failures = [
      apiError('platform', 'Wrong username or password', { captcha: true }),
      apiError('platform', 'Wrong captcha'),
    ];
    const { actor, storeSession } = startLogin(true, () => {
      const failure = failures.shift();
      return failure === undefined ? Promise.resolve(answer()) : Promise.reject(failure);
    });
    expect(actor.getSnapshot().context.captchaRequired).toBe(false);

    actor.send({ type: 'login.submit', data: byUsername('wrong') });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({
      key: 'errors.server',
      message: 'Wrong username or password',
    });
    expect(actor.getSnapshot().context.captchaRequired).toBe(true);

    actor.send({ type: 'login.submit', data: { ...byUsername('wrong'), captcha: 'abcd', captchaKey: 'k1' } });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors.server', message: 'Wrong captcha' });
    expect(actor.getSnapshot().context.captchaRequired).toBe(true);
    expect(storeSession).not.toHaveBeenCalled();

    actor.send({
      type: 'login.submit',
      data: { ...byUsername('Demo1234'), captcha: 'efgh', captchaKey: 'k2' },
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ next: 'home' });
  });

  it('a failure without the flag leaves the captcha hidden and maps transport errors to keys', async () => {
    for (const [reason, key] of [
      [apiError('network'), 'errors.network'],
      [apiError('timeout'), 'errors.timeout'],
      [
        apiError('platform', 'Bad credentials', { captcha: false }),
        { key: 'errors.server', message: 'Bad credentials' },
      ],
      [new Error('x'), 'errors.unknown'],
    ] as const) {
      const { actor } = startLogin(true, () => Promise.reject(reason));
      actor.send({ type: 'login.submit', data: byUsername('Demo1234') });
      await waitFor(actor, settled);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.error).toEqual(key);
      expect(actor.getSnapshot().context.captchaRequired).toBe(false);
    }
  });

  it('a failed {secret} attempt does not force a change on the next, normal log-in', async () => {
    let attempt = 0;
    const { actor } = startLogin(true, () =>
      ++attempt === 1 ? Promise.reject(apiError('platform', 'Bad credentials')) : Promise.resolve(answer()),
    );
    actor.send({ type: 'login.submit', data: byUsername('{secret}') });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context.usedDefaultPassword).toBe(false);
    actor.send({ type: 'login.submit', data: byUsername('Demo1234') });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('a failed member load still ends logged in and going home', async () => {
    const { actor, storeSession } = startLogin(
      true,
      () => Promise.resolve(answer()),
      () => Promise.reject(apiError('network')),
    );
    actor.send({ type: 'login.submit', data: byUsername('Demo1234') });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ next: 'home' });
    expect(storeSession).toHaveBeenCalledTimes(1);
  });
});
