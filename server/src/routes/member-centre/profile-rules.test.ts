// The profile update is re-validated with the brand's rule set (register.json, §3 §5), the same
// rules the site's profile form is generated from: an operator switches and constrains the
// member-profile fields by configuration, and the server follows after the brand store reloads.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSettings } from '../../../../schemas/generated/api.ts';
import { body, createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let clock = Date.UTC(2025, 0, 15, 12, 0, 0);
let t: TestApp;
let app: FastifyInstance;
let token: string;
let brandDir: string;
let registerFile: string;
let shipped: RegisterSettings;

beforeAll(async () => {
  brandDir = mkdtempSync(join(tmpdir(), 'lotus-profile-rules-'));
  cpSync('server/brand', brandDir, { recursive: true });
  registerFile = join(brandDir, 'register.json');
  shipped = JSON.parse(readFileSync(registerFile, 'utf8')) as RegisterSettings;
  t = await createTestApp({ brandDir, now: () => clock });
  app = t.app;
  token = await tokenFor(app, 'demo1', 'Demo1234');
});
afterAll(async () => {
  await t.close();
  rmSync(brandDir, { recursive: true, force: true });
});

/** The operator's edit of register.json; the brand store picks it up on its next check (1 s). */
function configure(edit: (config: RegisterSettings) => void): void {
  const config = structuredClone(shipped);
  edit(config);
  writeFileSync(registerFile, JSON.stringify(config, null, 2));
  clock += 2000;
}

beforeEach(() => configure(() => undefined));

type Profile = Record<string, unknown>;
const get = () => app.inject({ method: 'GET', url: '/wps/member/profile', headers: { token } });
const post = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/wps/member/profile', headers: { token }, payload });

async function refused(payload: Record<string, unknown>, message: string | RegExp): Promise<void> {
  const before = body<Profile>(await get()).value;
  const b = body(await post(payload));
  expect(b).toMatchObject({ success: false, code: 'VALIDATION' });
  expect(b.message).toMatch(message);
  expect(body<Profile>(await get()).value).toEqual(before);
}

describe('profile update under the brand rule set (§3 profile-type fields, §5)', () => {
  it('an operator makes Telegram required: it may no longer be left or made empty', async () => {
    expect(body(await post({ telegram: '' })).success).toBe(true);
    configure((c) => {
      c.rules.telegram.required = true;
    });
    await refused({ telegram: '' }, 'telegram must not be empty');
    await refused({ telegram: '   ' }, 'telegram must not be empty');
    // Absent keeps the stored value, which is empty: still refused.
    await refused({ occupation: 'Chef' }, 'telegram must not be empty');
    const saved = body<Profile>(await post({ occupation: 'Chef', telegram: ' @lotus_fan ' }));
    expect(saved.value).toMatchObject({ occupation: 'Chef', telegram: '@lotus_fan' });
    // Stored now: other fields can change without sending it again.
    expect(body(await post({ occupation: 'Teacher' })).success).toBe(true);
  });

  it('an operator constrains a field: its acceptedPattern and lengths decide', async () => {
    configure((c) => {
      c.rules.occupation = {
        ...c.rules.occupation,
        acceptedPattern: '^[A-Za-z ]+$',
        patternId: 9,
        minLength: 3,
        maxLength: 10,
      };
    });
    await refused({ occupation: 'Chef 2' }, 'occupation has an invalid format');
    await refused({ occupation: 'Ch' }, 'occupation must be 3 to 10 characters long');
    await refused({ occupation: 'Head of Kitchen' }, 'occupation must be 3 to 10 characters long');
    expect(body<Profile>(await post({ occupation: ' Head Chef ' })).value.occupation).toBe('Head Chef');
  });

  it('the Telegram rule is the brand’s: a different pattern is enforced, the shipped one no longer', async () => {
    configure((c) => {
      c.rules.telegram = { ...c.rules.telegram, acceptedPattern: '^@[a-z]{5,10}$', maxLength: 11 };
    });
    await refused({ telegram: 'lotus_fan' }, 'telegram has an invalid format');
    expect(body<Profile>(await post({ telegram: '@lotusfan' })).value.telegram).toBe('@lotusfan');
  });

  it('a field the operator switches off (flags.fields or enabled) is left as it is', async () => {
    expect(body(await post({ address: '12 Le Loi', nationality: 'VN' })).success).toBe(true);
    configure((c) => {
      c.flags.fields.address = false;
      c.rules.nationality.enabled = false;
    });
    const saved = body<Profile>(await post({ address: 'a<b>', nationality: 'TH', occupation: 'Pilot' }));
    expect(saved.success).toBe(true);
    expect(saved.value).toMatchObject({ address: '12 Le Loi', nationality: 'VN', occupation: 'Pilot' });
  });

  it('a required field that is switched off is not required', async () => {
    configure((c) => {
      c.rules.sourceOfIncome.required = true;
      c.flags.fields.sourceOfIncome = false;
    });
    expect(body(await post({ sourceOfIncome: '' })).success).toBe(true);
  });

  it('the nickname follows its rule; control characters are refused whatever the rule', async () => {
    configure((c) => {
      c.rules.nickname = { ...c.rules.nickname, acceptedPattern: '*', patternId: 1, maxLength: 8 };
    });
    expect(body<Profile>(await post({ nickname: 'A<b>' })).value.nickname).toBe('A<b>');
    await refused({ nickname: 'Nickname9' }, 'nickname must be 1 to 8 characters long');
    await refused({ nickname: 'a\u0007b' }, 'nickname contains characters that are not allowed');
    configure((c) => {
      c.rules.nickname.required = false;
    });
    // Not required: the nickname may be cleared.
    expect(body<Profile>(await post({ nickname: '' })).value.nickname).toBe('');
    expect(body(await post({ nickname: 'Demo Player' })).success).toBe(true);
  });

  it('the real name follows the payeeName rule and its switch', async () => {
    configure((c) => {
      c.flags.fields.payeeName = false;
    });
    // Not shown: ignored, nothing stored.
    expect(body<Profile>(await post({ realName: 'Tran Thi B' })).value).toMatchObject({ realName: '' });
    configure((c) => {
      c.rules.payeeName = { ...c.rules.payeeName, acceptedPattern: '^[A-Z ]+$', patternId: 18 };
    });
    await refused({ realName: 'Tran Thi B' }, 'realName has an invalid format');
    expect(body<Profile>(await post({ realName: 'TRAN THI B' })).value).toMatchObject({
      realName: 'TRAN THI B',
      realNameLocked: true,
    });
  });

  it('an unusable operator pattern is skipped (logged), the lengths still hold — as on the site', async () => {
    configure((c) => {
      c.rules.address = { ...c.rules.address, acceptedPattern: '^(a+)+$', maxLength: 12 };
    });
    expect(body<Profile>(await post({ address: 'Not only a' })).value.address).toBe('Not only a');
    await refused({ address: 'x'.repeat(13) }, 'address must be 1 to 12 characters long');
  });
});
