// @vitest-environment jsdom
/**
 * When the later chunk of precompiled validators cannot be fetched, a form falls back to the
 * runtime validator and stays usable: typing does not suspend it again, and the chunk is asked for
 * again only by a later form (precompiled-split.ts, issue 13).
 */
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SchemaForm from './schema-form.tsx';
import { loadRuntimeValidator } from './form-validator.ts';
import { LATER_RETRY_MS, loadLaterValidators } from './precompiled-split.ts';
import { allFlags, allRules, createFormsI18n } from './test-support.ts';

const chunk = vi.hoisted(() => ({ asked: 0 }));
vi.mock('./precompiled-validators-later.ts', () => {
  chunk.asked += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeAll(async () => {
  await loadRuntimeValidator();
});

describe('the later validators chunk fails to load', () => {
  it('the form shows with the runtime validator and does not suspend again while it is typed in', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<p>Loading the form</p>}>
            <SchemaForm variant="login" rules={allRules()} flags={allFlags()} onSubmit={vi.fn()} />
          </Suspense>
        </I18nextProvider>,
      );
      await vi.dynamicImportSettled();
    });
    const username = await screen.findByLabelText(/^Username/);
    expect(chunk.asked).toBe(1);
    // Typed in more than LATER_RETRY_MS after the failure: the form keeps the answer it mounted with.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + LATER_RETRY_MS + 1);
    await user.type(username, 'player01');
    expect(screen.queryByText('Loading the form')).toBeNull();
    expect(screen.getByLabelText(/^Username/)).toBe(username);
    expect(username).toHaveProperty('value', 'player01');
    expect(document.activeElement).toBe(username);
  });

  it('gives every caller the same settled answer until LATER_RETRY_MS have passed, then tries again', async () => {
    const clock = vi.spyOn(Date, 'now');
    const start = 10 ** 13; // far past the first test's failure
    clock.mockReturnValue(start);
    const first = loadLaterValidators();
    expect(await first).toEqual({});
    clock.mockReturnValue(start + LATER_RETRY_MS - 1);
    expect(loadLaterValidators()).toBe(first);
    clock.mockReturnValue(start + LATER_RETRY_MS);
    const again = loadLaterValidators();
    expect(again).not.toBe(first);
    expect(await again).toEqual({});
    expect(loadLaterValidators()).toBe(again);
  });
});
