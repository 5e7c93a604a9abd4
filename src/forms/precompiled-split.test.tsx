// @vitest-environment jsdom
/**
 * The registration forms' validators come with the form chunk; another form's are fetched beside
 * it, as soon as the form is asked for, not after the form chunk has arrived (issue 13).
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RegisterSettings } from '../lib/api/types';
import { LazySchemaForm } from './lazy-schema-form.tsx';
import { loadLaterValidators } from './precompiled-split.ts';
import { FORM_CHUNK_VARIANTS, validatorsLater } from './validator-chunks.ts';

const chunks = vi.hoisted(() => ({ later: 0 }));
vi.mock('./precompiled-validators-later.ts', () => {
  chunks.later += 1;
  return { PRECOMPILED_FORMS: { abc: {} } };
});
// The form chunk, which does not fetch the later chunk itself: whatever fetches it is LazySchemaForm.
vi.mock('./schema-form', () => ({ default: () => <p>form</p> }));

afterEach(cleanup);

const brand = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../server/brand/register.json'), 'utf8'),
) as RegisterSettings;
const { rules, flags } = brand;

describe('precompiled validators split (precompiled-split.ts)', () => {
  it('keeps the registration variants in the form chunk and every other variant in the later one', () => {
    expect(FORM_CHUNK_VARIANTS).toEqual(['register', 'registerMobile']);
    expect(validatorsLater('register')).toBe(false);
    expect(validatorsLater('registerMobile')).toBe(false);
    for (const variant of ['login', 'loginSms', 'forgotEmail', 'profile', 'registerDownline'] as const)
      expect(validatorsLater(variant), variant).toBe(true);
  });

  it('does not fetch the later chunk for the registration form, and fetches it with the form chunk for another', async () => {
    await act(async () => {
      render(
        <LazySchemaForm variant="register" rules={rules} flags={flags} onSubmit={vi.fn()} fallback="…" />,
      );
      await vi.dynamicImportSettled();
    });
    expect(chunks.later).toBe(0);
    await act(async () => {
      render(<LazySchemaForm variant="login" rules={rules} flags={flags} onSubmit={vi.fn()} fallback="…" />);
      await vi.dynamicImportSettled();
    });
    expect(chunks.later).toBe(1);
    const table = await loadLaterValidators();
    expect(table).toEqual({ abc: {} });
    // One promise for every caller, settled for React `use`.
    expect(loadLaterValidators()).toMatchObject({ status: 'fulfilled', value: table });
  });
});
