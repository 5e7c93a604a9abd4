// @vitest-environment jsdom
/**
 * The form's space is reserved before its chunk arrives (issue 13, CLS on /register): the
 * Suspense fallback of `LazySchemaForm` draws one row per field the form will show, of the same
 * kind (input, input with a button, hint line, checkbox), with the form's own classes; the rows the
 * build writes for /register (brand-form-layout) are the rows of the brand's registration form.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { SchemaFormProps } from './schema-form.tsx';
import { FormSkeleton } from './form-skeleton.tsx';
import type { SkeletonRow } from './skeleton-rows.ts';
import type { FormVariant, ToFormSchemaOptions } from './converter.ts';
import { allFlags, allRules, createFormsI18n } from './test-support.ts';
import type { DialingCode, RegisterSettings } from '../lib/api/types';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

afterEach(cleanup);
// A fresh React.lazy per test: once resolved, a lazy component never shows its fallback again.
beforeEach(() => {
  vi.resetModules();
});

/** The skeleton's rows, read from the DOM. */
function skeletonRowsShown(): SkeletonRow[] {
  const skeleton = screen.getByTestId('form-skeleton');
  return [...skeleton.querySelectorAll<HTMLElement>('.lotus-form__fields > .lotus-field')].map(
    (row) => row.dataset.row as SkeletonRow,
  );
}

/** The rows of the loaded form, by the same kinds. */
function formRowsShown(form: HTMLElement): SkeletonRow[] {
  return [...form.querySelectorAll<HTMLElement>('.lotus-form__fields > .lotus-field')].map(
    (field): SkeletonRow => {
      if (field.querySelector('input[type="checkbox"]')) return 'check';
      const kind = field.querySelector('.lotus-sms-send') ? 'button' : 'input';
      return field.querySelector('.lotus-field__hint') ? `${kind}+hint` : kind;
    },
  );
}

async function renderLazy(i18n: I18n, props: Partial<SchemaFormProps> & Pick<SchemaFormProps, 'variant'>) {
  const { LazySchemaForm } = await import('./lazy-schema-form.tsx');
  render(
    <I18nextProvider i18n={i18n}>
      <LazySchemaForm
        rules={allRules()}
        flags={allFlags()}
        onSubmit={vi.fn()}
        fallback={<p>Loading the form</p>}
        submitLabel="Go"
        {...props}
      />
    </I18nextProvider>,
  );
  // The fallback shows at once: the RJSF chunk is still loading.
  const rows = skeletonRowsShown();
  expect(screen.getByText('Loading the form')).toBeTruthy();
  // The chunks arrive (RJSF; ajv for rules the build did not precompile): the form replaces it.
  await act(async () => {
    await import('./schema-form.tsx');
    await (await import('./form-validator.ts')).loadRuntimeValidator();
  });
  const button = await screen.findByRole('button', { name: 'Go' });
  const form = button.closest<HTMLElement>('.lotus-form');
  if (!form) throw new Error('no form');
  expect(screen.queryByTestId('form-skeleton')).toBeNull();
  return { rows, form };
}

describe('form skeleton (reserved space)', () => {
  it('draws label + input, button, hint and checkbox rows in the form classes, hidden from AT', () => {
    render(
      <FormSkeleton rows={['input', 'button', 'input+hint', 'check']}>
        <p role="status">Loading</p>
      </FormSkeleton>,
    );
    const skeleton = screen.getByTestId('form-skeleton');
    expect(skeleton.classList.contains('lotus-form')).toBe(true);
    expect(skeleton.dataset.rows).toBe('4');
    const drawn = skeleton.querySelector('[aria-hidden="true"]');
    expect(drawn?.querySelectorAll('.lotus-field__label')).toHaveLength(3);
    expect(drawn?.querySelectorAll('.lotus-input')).toHaveLength(3);
    expect(drawn?.querySelectorAll('.lotus-field__hint')).toHaveLength(1);
    expect(drawn?.querySelectorAll('.lotus-checkbox')).toHaveLength(1);
    // the submit row and the (empty) alert region, as SchemaForm renders them
    expect(drawn?.querySelectorAll('.lotus-form__actions .button')).toHaveLength(1);
    expect(drawn?.querySelectorAll('.lotus-input-group .button')).toHaveLength(1);
    expect(drawn?.querySelector('.lotus-form__alert')?.textContent).toBe('');
    // the page's loading line is still announced
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it.each([
    ['register', {}],
    [
      'registerMobile',
      { smsEnabled: true, dialingCodes: [{ code: '+84', country: 'VN', name: 'Vietnam', digits: 9 }] },
    ],
    ['login', { captchaShown: true }],
    ['forgotPhone', { dialingCodes: [{ code: '+84', country: 'VN', name: 'Vietnam', digits: 9 }] }],
    ['profile', { realNameLocked: true }],
  ] as [FormVariant, ToFormSchemaOptions][])(
    'the %s fallback has one row per field the form then shows, of the same kind',
    async (variant, options) => {
      const i18n = await createFormsI18n('en');
      const { rows, form } = await renderLazy(i18n, { variant, options });
      expect(rows.length).toBeGreaterThan(1);
      expect(rows).toEqual(formRowsShown(form));
    },
  );

  it('the rows the build writes for /register are the rows of the brand registration form', async () => {
    const modulePath = '../../scripts/vite-precompiled-forms.ts';
    const plugin = (await import(/* @vite-ignore */ modulePath)) as {
      readBrandFormInputs: (root: string) => { inputs: unknown };
      brandFormLayoutCode: (inputs: unknown) => string;
    };
    const dir = join(ROOT, 'node_modules', '.cache', 'lotus-precompiled-forms-test');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `layout-${process.pid}.mjs`);
    writeFileSync(file, plugin.brandFormLayoutCode(plugin.readBrandFormInputs(ROOT).inputs));
    const layout = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      BRAND_FORM_ROWS: Record<string, SkeletonRow[]>;
      BRAND_REGISTER_VARIANTS: number;
    };
    const brand = (name: string): unknown =>
      JSON.parse(readFileSync(join(ROOT, 'server', 'brand', name), 'utf8')) as unknown;
    const { rules, flags, ageLimit } = brand('register.json') as RegisterSettings;
    const dialingCodes = brand('dialing-codes.json') as DialingCode[];
    expect(layout.BRAND_REGISTER_VARIANTS).toBe(
      (flags.usernameRegistration !== false ? 1 : 0) + (flags.mobileRegistration ? 1 : 0),
    );

    const i18n = await createFormsI18n('en');
    // as register-panel.tsx renders the first tab
    const { rows, form } = await renderLazy(i18n, {
      variant: 'register',
      rules,
      flags,
      options: { affiliateHidden: false, smsEnabled: flags.smsVerification, dialingCodes, ageLimit },
    });
    expect(layout.BRAND_FORM_ROWS.register).toEqual(rows);
    expect(layout.BRAND_FORM_ROWS.register).toEqual(formRowsShown(form));
  });
});
