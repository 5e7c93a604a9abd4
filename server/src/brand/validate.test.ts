import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND_DIR } from '../paths.ts';
import { body, createTestApp, sendEnc } from '../test-utils.ts';
import { compilePattern } from '../../../core/register-rules.ts';
import { validateBrandDir } from './validate.ts';

// Building an app (RSA key, argon2 seed hashes) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const dirs: string[] = [];
function copyBrand(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lotus-brand-'));
  cpSync(DEFAULT_BRAND_DIR, dir, { recursive: true });
  dirs.push(dir);
  return dir;
}
function edit(dir: string, file: string, change: (data: Record<string, unknown>) => void): void {
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(path, JSON.stringify(data));
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('validateBrandDir', () => {
  it('accepts the shipped brand folder', () => {
    expect(validateBrandDir(DEFAULT_BRAND_DIR)).toEqual([]);
  });

  it('reports file, JSON pointer and problem', () => {
    const dir = copyBrand();
    edit(dir, 'register.json', (d) => {
      (d.rules as Record<string, Record<string, unknown>>).email!.minLength = 'five';
    });
    edit(dir, 'site.json', (d) => {
      d.defaultLanguage = 'de';
    });
    writeFileSync(join(dir, 'banners.json'), '[{"bannerId": 1,');
    const problems = validateBrandDir(dir);
    expect(problems).toContainEqual({
      file: join(dir, 'register.json'),
      pointer: '/rules/email/minLength',
      message: 'must be integer',
    });
    expect(
      problems.some(
        (p) =>
          p.file === join(dir, 'banners.json') && p.pointer === '' && p.message.startsWith('invalid JSON'),
      ),
    ).toBe(true);
    // Cross-field checks run once the files are valid.
    writeFileSync(join(dir, 'banners.json'), '[]');
    edit(dir, 'register.json', (d) => {
      (d.rules as Record<string, Record<string, unknown>>).email!.minLength = 5;
    });
    expect(validateBrandDir(dir)).toEqual([
      { file: join(dir, 'site.json'), pointer: '/defaultLanguage', message: "'de' is not one of languages" },
    ]);
  });

  it('refuses a deposit tutorial link that is not an absolute https URL', () => {
    const dir = copyBrand();
    edit(dir, 'payments.json', (d) => {
      (d.depositMethods as Record<string, unknown>[])[0]!.tutorialUrl = '/help/deposit-bank';
    });
    const problems = validateBrandDir(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: join(dir, 'payments.json'),
      pointer: '/depositMethods/0/tutorialUrl',
    });
  });

  it('reports a missing file and an unknown property', () => {
    const dir = copyBrand();
    rmSync(join(dir, 'security.json'));
    edit(dir, 'maintenance.json', (d) => {
      d.colour = 'red';
    });
    const problems = validateBrandDir(dir);
    expect(problems).toContainEqual({
      file: join(dir, 'security.json'),
      pointer: '',
      message: 'file is missing or unreadable',
    });
    expect(problems).toContainEqual({
      file: join(dir, 'maintenance.json'),
      pointer: '',
      message: "unknown property 'colour'",
    });
  });

  it('makes buildApp fail naming the file and pointer', async () => {
    const dir = copyBrand();
    edit(dir, 'security.json', (d) => {
      (d.captcha as Record<string, unknown>).afterFailedLogins = 0;
    });
    await expect(createTestApp({ brandDir: dir })).rejects.toThrow(
      /security\.json#\/captcha\/afterFailedLogins: must be >= 1/,
    );
  });
});

describe('acceptedPattern', () => {
  it('treats "*" as anything and refuses unsafe or invalid patterns', () => {
    expect(compilePattern('*').kind).toBe('any');
    expect(compilePattern('^[a-z]+$').kind).toBe('regex');
    expect(compilePattern('^(a+)+$').kind).toBe('unusable');
    expect(compilePattern('^([a-z]').kind).toBe('unusable');
    expect(compilePattern('^(a)\\1$').kind).toBe('unusable');
  });

  it('an unusable pattern is skipped (logged), the server keeps running', async () => {
    const dir = copyBrand();
    edit(dir, 'register.json', (d) => {
      (d.rules as Record<string, Record<string, unknown>>).username!.acceptedPattern = '^(a+)+$';
    });
    const t = await createTestApp({ brandDir: dir });
    try {
      const res = await sendEnc(t.app, 'PUT', '/wps/member/register', {
        username: 'Zed9',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        registerUrl: 'http://x/register',
        registerMethod: 'WEB',
        login: true,
      });
      expect(res.statusCode).toBe(200);
      expect(body(res).success).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('follows an edited brand file without a restart', async () => {
    const dir = copyBrand();
    let clock = Date.now();
    const t = await createTestApp({ brandDir: dir, now: () => clock });
    try {
      expect(body<{ status: number }>(await t.app.inject({ url: '/wps/system/status' })).value.status).toBe(
        0,
      );
      edit(dir, 'maintenance.json', (d) => {
        d.status = 1;
      });
      clock += 1500;
      expect(body(await t.app.inject({ url: '/wps/system/status' })).value).toMatchObject({
        status: 1,
        maintenance: { title: 'Scheduled maintenance' },
        regionRestriction: null,
      });
      writeFileSync(join(dir, 'maintenance.json'), '{ broken');
      clock += 1500;
      expect(body<{ status: number }>(await t.app.inject({ url: '/wps/system/status' })).value.status).toBe(
        1,
      );
    } finally {
      await t.close();
    }
  });
});
