// @vitest-environment jsdom
/**
 * The brand's forms validate with the validators compiled at build time (no ajv compiler), a
 * schema the build did not see falls back to the runtime ajv validator, and both give the same
 * errors. The precompiled table is generated here by the build step's own functions, from the
 * brand files the reference server serves.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ValidatorType } from '@rjsf/utils';
import SchemaForm from './schema-form.tsx';
import type { SchemaFormProps } from './schema-form.tsx';
import { toFormSchema } from './converter.ts';
import type { FormValues, FormVariant, ToFormSchemaOptions, Translate } from './converter.ts';
import { loadRuntimeValidator, precompiledValidatorFor } from './form-validator.ts';
import { loadLaterValidators } from './precompiled-split.ts';
import { createCustomValidate, createTransformErrors, validatorFor } from './validation.ts';
import { createFormsI18n } from './test-support.ts';
import { NATIONALITY_CODES, SOURCES_OF_INCOME } from '../lib/api/account.ts';
import type { DialingCode, RegisterSettings } from '../lib/api/types';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** How often the runtime ajv module was imported. */
const runtime = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./runtime-validator.ts', async (importOriginal) => {
  runtime.loads += 1;
  return importOriginal();
});
// The tables the build would serve, generated from server/brand by the build step's own functions
// (imported by a computed path: scripts/ is a Node project, outside this one's type check), split
// as the build splits them: the registration forms in the form chunk, the others in the later one.
const generated = vi.hoisted(() => async (later: boolean): Promise<object> => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const url = await import('node:url');
  const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '../..');
  const modulePath = '../../scripts/vite-precompiled-forms.ts';
  const plugin = (await import(/* @vite-ignore */ modulePath)) as {
    readBrandFormInputs: (root: string) => { inputs: unknown };
    brandForms: (inputs: unknown) => { variant: string }[];
    precompiledFormsCode: (forms: unknown[], from: string) => string;
  };
  const split = (await import(/* @vite-ignore */ './validator-chunks.ts')) as {
    validatorsLater: (variant: string) => boolean;
  };
  const { inputs } = plugin.readBrandFormInputs(root);
  const forms = plugin.brandForms(inputs).filter((form) => split.validatorsLater(form.variant) === later);
  const code = plugin.precompiledFormsCode(forms, 'server/brand');
  const dir = path.join(root, 'node_modules', '.cache', 'lotus-precompiled-forms-test');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `precompiled-${later ? 'later-' : ''}${process.pid}.mjs`);
  fs.writeFileSync(file, code);
  return (await import(/* @vite-ignore */ url.pathToFileURL(file).href)) as object;
});
vi.mock('./precompiled-validators.ts', () => generated(false));
vi.mock('./precompiled-validators-later.ts', () => generated(true));

afterEach(cleanup);

// The demo brand, as GET /wps/system/setting/register and /wps/system/countryCodes answer it.
const brandFile = (name: string): unknown =>
  JSON.parse(readFileSync(join(ROOT, 'server', 'brand', name), 'utf8')) as unknown;
const { rules, flags, ageLimit } = brandFile('register.json') as RegisterSettings;
const dialingCodes = brandFile('dialing-codes.json') as DialingCode[];

/** The options each page passes, written here as the pages write them (not from the plugin). */
const PAGES: { variant: FormVariant; options: ToFormSchemaOptions }[] = [
  // register-panel.tsx
  ...(['register', 'registerMobile'] as const).flatMap((variant) =>
    [false, true].map((affiliateHidden) => ({
      variant,
      options: {
        affiliateHidden,
        smsEnabled: variant === 'registerMobile' || flags.smsVerification,
        dialingCodes,
        ageLimit,
      },
    })),
  ),
  // login-panel.tsx
  { variant: 'login', options: { captchaShown: false, dialingCodes } },
  { variant: 'login', options: { captchaShown: true, dialingCodes } },
  { variant: 'loginSms', options: { dialingCodes } },
  // forgot-password-panel.tsx
  { variant: 'forgotEmail', options: { dialingCodes } },
  { variant: 'forgotPhone', options: { dialingCodes } },
  // change-password-panel.tsx
  { variant: 'changePassword', options: { passwordKnown: false } },
  // profile-form.tsx
  ...[false, true].map((realNameLocked) => ({
    variant: 'profile' as const,
    options: {
      realNameLocked,
      choices: { nationality: NATIONALITY_CODES, sourceOfIncome: SOURCES_OF_INCOME },
    },
  })),
  // bind-forms.tsx, payment-password-form.tsx, agent register-centre-page.tsx
  { variant: 'bindMobile', options: { dialingCodes } },
  { variant: 'bindEmail', options: {} },
  { variant: 'paymentPassword', options: { paymentPasswordSet: true } },
  { variant: 'registerDownline', options: { dialingCodes } },
];

function convert(variant: FormVariant, options: ToFormSchemaOptions, over = rules) {
  return toFormSchema({ variant, rules: over, flags, options }, { logger: () => undefined });
}

/** Rendered while the form suspends (waits for the runtime ajv chunk). */
const fallbackShown = vi.fn();
function Fallback() {
  fallbackShown();
  return <p>loading form</p>;
}

async function renderForm(props: Pick<SchemaFormProps, 'variant' | 'options'> & Partial<SchemaFormProps>) {
  const i18n = await createFormsI18n('en');
  fallbackShown.mockClear();
  // An awaited async act lets a suspended form resume once its validator chunk has loaded.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<Fallback />}>
          <SchemaForm rules={rules} flags={flags} onSubmit={vi.fn()} {...props} />
        </Suspense>
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
}

describe('precompiled form validators (issue 13)', () => {
  it("has a precompiled validator for every form of the demo brand's pages, registration's in the form chunk", async () => {
    const later = await loadLaterValidators();
    for (const { variant, options } of PAGES) {
      const { schema } = convert(variant, options);
      const name = `${variant} ${JSON.stringify(options)}`;
      expect(precompiledValidatorFor(schema, later), name).not.toBeNull();
      // Without the later chunk only the registration forms are there.
      expect(precompiledValidatorFor(schema) !== null, name).toBe(
        variant.startsWith('register') && variant !== 'registerDownline',
      );
    }
  });

  it('validates the register, login, forgot-password and profile forms without loading ajv', async () => {
    const user = userEvent.setup();
    const forms: [FormVariant, ToFormSchemaOptions, string][] = [
      [
        'register',
        { dialingCodes, ageLimit, smsEnabled: false, affiliateHidden: false },
        'Username cannot be empty',
      ],
      ['login', { dialingCodes, captchaShown: false }, 'Username cannot be empty'],
      ['forgotEmail', { dialingCodes }, 'Username cannot be empty'],
      ['forgotPhone', { dialingCodes }, 'Mobile number cannot be empty'],
      [
        'profile',
        {
          realNameLocked: false,
          choices: { nationality: NATIONALITY_CODES, sourceOfIncome: SOURCES_OF_INCOME },
        },
        'Nickname cannot be empty',
      ],
    ];
    // LazySchemaForm fetches the later chunk beside the form chunk: here it is there first too.
    await loadLaterValidators();
    for (const [variant, options, message] of forms) {
      await renderForm({ variant, options, submitLabel: 'Go' });
      // No suspension: the form rendered at once.
      expect(fallbackShown).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(await screen.findByText(message)).toBeTruthy();
      cleanup();
    }
    expect(runtime.loads).toBe(0);
  });

  it('falls back to the runtime ajv validator for rules changed after the build', async () => {
    const changed = { ...rules, username: { ...rules.username, minLength: 6, maxLength: 12 } };
    const options = { dialingCodes, ageLimit, smsEnabled: false, affiliateHidden: false };
    expect(precompiledValidatorFor(convert('register', options, changed).schema)).toBeNull();

    const user = userEvent.setup();
    await renderForm({ variant: 'register', options, rules: changed, submitLabel: 'Go' });
    // The form waited for the ajv chunk behind the Suspense fallback, then validates.
    expect(fallbackShown).toHaveBeenCalled();
    const username = await screen.findByLabelText(/^Username/);
    await user.type(username, 'abc');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(
      await screen.findByText('Start with a letter, then letters or digits, 6-12 characters'),
    ).toBeTruthy();
    expect(runtime.loads).toBe(1);
  });

  it('gives the same errors on both paths for the same bad input (every brand form, two languages)', async () => {
    const compiled = await loadRuntimeValidator();
    const long = 'x'.repeat(300);
    const bad: FormValues[] = [
      {},
      { username: 'x', password: 'x', confirmPassword: 'y', mobileNum: '12', email: 'nope', nickname: '<b>' },
      { username: long, password: long, payeeName: '123', telegram: '!', birthday: '2020-13-01' },
      {
        username: '😀😀😀😀',
        password: 'ab😀😀😀c',
        nationality: 'XX',
        gender: 'Q',
        countryDialingCode: '+0',
      },
      { agreeTerms: false, confirmAge: false, affiliateCode: '##', verificationCode: '', captcha: 'a' },
    ];
    for (const lng of ['en', 'ar'] as const) {
      const i18n = await createFormsI18n(lng);
      const t: Translate = (key, params) => i18n.t(key, params);
      for (const { variant, options } of PAGES) {
        const { schema, fields, uiSchema } = convert(variant, options);
        const pre = precompiledValidatorFor(schema, await loadLaterValidators());
        expect(pre).not.toBeNull();
        const run = (base: ValidatorType<FormValues>, data: FormValues) =>
          validatorFor(fields, base).validateFormData(
            data,
            schema,
            createCustomValidate(fields, t),
            createTransformErrors(fields, t),
            uiSchema,
          );
        for (const data of bad) {
          const a = run(pre as ValidatorType<FormValues>, data);
          const b = run(compiled, data);
          expect(a.errors, `${lng} ${variant} ${JSON.stringify(data)}`).toEqual(b.errors);
          expect(a.errorSchema).toEqual(b.errorSchema);
        }
        // and the bad inputs do fail somewhere
        expect(run(pre as ValidatorType<FormValues>, {}).errors.length).toBeGreaterThan(0);
      }
    }
  });
});
