/**
 * Build step (issue 13): the brand's form validators compiled ahead of time, so the browser never
 * compiles a JSON Schema (no ajv compiler download, no `new Function`) for the known forms.
 *
 * At build (and `vite dev`) time it reads the brand files the reference server serves
 * (`<brand>/register.json` for `GET /wps/system/setting/register`, `dialing-codes.json` for
 * `GET /wps/system/countryCodes`, answered as stored), builds with the site's own converter
 * (`src/forms/converter.ts`) the exact schemas each page builds at run time ({@link PAGE_OPTIONS}),
 * and compiles them with ajv standalone, using RJSF's `createAjvInstance` and the forms' shared
 * {@link FORM_VALIDATOR_OPTIONS}. The ES module it generates replaces the stub
 * `src/forms/precompiled-validators.ts` (see src/forms/README.md "Validation").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { schemaParser } from '@rjsf/utils';
import type { RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { formSchemaKey, toFormSchema } from '../src/forms/converter.ts';
import type { ChoiceField, FormVariant, ToFormSchemaOptions } from '../src/forms/converter.ts';
import { FORM_VALIDATOR_OPTIONS } from '../src/forms/validator-options.ts';
import { skeletonRows } from '../src/forms/skeleton-rows.ts';
import { validatorsLater } from '../src/forms/validator-chunks.ts';
import type { SkeletonRow } from '../src/forms/skeleton-rows.ts';
import type { DialingCode, RegisterSettings } from '../src/lib/api/types.ts';

/** The stub module of the validators the plugin replaces, relative to the project root. */
export const STUB_MODULE = 'src/forms/precompiled-validators.ts';

/** The stub module of the other forms' validators (a lazy chunk), relative to the project root. */
export const LATER_STUB_MODULE = 'src/forms/precompiled-validators-later.ts';

/** The stub module of the brand's form rows the plugin replaces, relative to the project root. */
export const LAYOUT_MODULE = 'src/forms/brand-form-layout.ts';

/** What the pages feed the converter besides the rules: the brand's data and the contract's enums. */
export interface BrandFormInputs {
  register: RegisterSettings;
  dialingCodes: DialingCode[];
  /** The profile selects' choices: the contract's `Nationality` / `SourceOfIncome` enums without ''. */
  choices: Partial<Record<ChoiceField, readonly string[]>>;
}

/** One form as a page renders it, with its converted schema. */
export interface BrandForm {
  variant: FormVariant;
  options: ToFormSchemaOptions;
  schema: RJSFSchema;
  /** `formSchemaKey(schema)`. */
  key: string;
}

/**
 * The converter options each page passes, per variant (every variant must be listed): the option
 * switches a page can flip at run time are enumerated (affiliate hidden, captcha asked, …).
 * Keep in step with the pages: src/features/auth (register-panel, login-panel,
 * forgot-password-panel, change-password-panel), src/features/account (profile-form, bind-forms,
 * payment-password-form) and src/features/agent/register-centre-page. A page passing other
 * options still works: its schema is compiled at run time.
 */
export const PAGE_OPTIONS: Record<FormVariant, (b: BrandFormInputs) => ToFormSchemaOptions[]> = {
  register: (b) => registration(b, 'register'),
  registerMobile: (b) => registration(b, 'registerMobile'),
  registerDownline: (b) => [{ dialingCodes: b.dialingCodes }],
  login: (b) => [false, true].map((captchaShown) => ({ captchaShown, dialingCodes: b.dialingCodes })),
  loginSms: (b) => [{ dialingCodes: b.dialingCodes }],
  forgotEmail: (b) => [{ dialingCodes: b.dialingCodes }],
  forgotPhone: (b) => [{ dialingCodes: b.dialingCodes }],
  changePassword: () => [false, true].map((passwordKnown) => ({ passwordKnown })),
  profile: (b) => [false, true].map((realNameLocked) => ({ realNameLocked, choices: b.choices })),
  bindMobile: (b) => [{ dialingCodes: b.dialingCodes }],
  bindEmail: () => [{}],
  paymentPassword: () => [false, true].map((paymentPasswordSet) => ({ paymentPasswordSet })),
};

function registration(b: BrandFormInputs, variant: 'register' | 'registerMobile'): ToFormSchemaOptions[] {
  return [false, true].map((affiliateHidden) => ({
    affiliateHidden,
    smsEnabled: variant === 'registerMobile' || b.register.flags.smsVerification,
    dialingCodes: b.dialingCodes,
    ageLimit: b.register.ageLimit,
  }));
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

function enumWithoutEmpty(definitions: Record<string, { enum?: unknown[] }>, name: string): string[] {
  const values = definitions[name]?.enum;
  if (!Array.isArray(values)) throw new Error(`schemas/api/member-centre.json: ${name} has no enum`);
  return values.filter((v): v is string => typeof v === 'string' && v !== '');
}

/**
 * Reads what the pages convert: the brand's register settings and dialing codes (the files the
 * server answers with) and the contract's profile enums.
 *
 * @param root - project root (holds `schemas/api/member-centre.json`)
 * @param brandDir - brand folder (default `LOTUS_BRAND_DIR` or `<root>/server/brand`, as the server)
 * @returns the inputs and the files read (to watch them)
 * @throws Error when a file is missing or not JSON
 */
export function readBrandFormInputs(
  root: string,
  brandDir = process.env.LOTUS_BRAND_DIR ?? join(root, 'server', 'brand'),
): { inputs: BrandFormInputs; files: string[] } {
  const files = {
    register: resolve(brandDir, 'register.json'),
    dialingCodes: resolve(brandDir, 'dialing-codes.json'),
    contract: resolve(root, 'schemas', 'api', 'member-centre.json'),
  };
  const contract = readJson(files.contract) as { definitions: Record<string, { enum?: unknown[] }> };
  return {
    inputs: {
      register: readJson(files.register) as RegisterSettings,
      dialingCodes: readJson(files.dialingCodes) as DialingCode[],
      choices: {
        nationality: enumWithoutEmpty(contract.definitions, 'Nationality'),
        sourceOfIncome: enumWithoutEmpty(contract.definitions, 'SourceOfIncome'),
      },
    },
    files: Object.values(files),
  };
}

/**
 * Every form of {@link PAGE_OPTIONS} converted for the brand, one entry per distinct schema
 * (several pages can build the same one: the first keeps it).
 */
export function brandForms(inputs: BrandFormInputs): BrandForm[] {
  const out = new Map<string, BrandForm>();
  for (const [variant, optionSets] of Object.entries(PAGE_OPTIONS) as [
    FormVariant,
    (b: BrandFormInputs) => ToFormSchemaOptions[],
  ][]) {
    for (const options of optionSets(inputs)) {
      // The site builds the schema from the JSON round trip of its props (schema-form.tsx).
      const input = JSON.parse(
        JSON.stringify({ variant, rules: inputs.register.rules, flags: inputs.register.flags, options }),
      ) as Parameters<typeof toFormSchema>[0];
      const { schema } = toFormSchema(input, { logger: () => undefined });
      const key = formSchemaKey(schema);
      if (!out.has(key)) out.set(key, { variant, options, schema: schema, key });
    }
  }
  return [...out.values()];
}

/**
 * ajv runtime helpers the standalone code `require`s, inlined as their own source (the same
 * functions the runtime validator calls). Any other `require` fails the build: extend this list
 * after checking the helper is one self-contained function.
 */
const INLINED_RUNTIME = new Set(['ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal']);

function inlineRuntime(code: string): string {
  const require = createRequire(import.meta.url);
  const helpers: string[] = [];
  const names = new Map<string, string>();
  const body = code.replace(
    /require\("([^"]+)"\)((?:\.[A-Za-z_$][\w$]*)?)/g,
    (_all, spec: string, prop: string) => {
      if (!INLINED_RUNTIME.has(spec)) {
        throw new Error(
          `precompiled forms: the ajv code needs "${spec}", which is not inlined (INLINED_RUNTIME)`,
        );
      }
      const id = `${spec}${prop}`;
      let name = names.get(id);
      if (!name) {
        let value = require(spec) as unknown;
        if (prop) value = (value as Record<string, unknown>)[prop.slice(1)];
        if (typeof value !== 'function') throw new Error(`precompiled forms: ${id} is not a function`);
        name = `__ajvRuntime${names.size}`;
        names.set(id, name);
        helpers.push(`const ${name} = ${value.toString()};`);
      }
      return name;
    },
  );
  return `${helpers.join('\n')}\n${body}`;
}

/**
 * The ES module replacing `src/forms/precompiled-validators.ts`: ajv standalone functions of every
 * schema and sub-schema (RJSF's `schemaParser`, keyed by `hashForSchema`) and the
 * `PRECOMPILED_FORMS` table keyed by `formSchemaKey`. Self-contained: no imports.
 *
 * @param forms - {@link brandForms}
 * @param from - what the table was generated from (a comment)
 */
export function precompiledFormsCode(forms: readonly BrandForm[], from: string): string {
  const perForm = forms.map((f) => ({ key: f.key, schemas: schemaParser(f.schema) }));
  const all: Record<string, RJSFSchema> = {};
  for (const f of perForm) Object.assign(all, f.schemas);
  const hashes = Object.keys(all);
  const exportOf = new Map(hashes.map((hash, i) => [hash, `__pf${i}`]));
  const { ajvOptionsOverrides = {}, ...custom } = FORM_VALIDATOR_OPTIONS;
  const ajv = createAjvInstance(
    custom.additionalMetaSchemas,
    custom.customFormats,
    {
      ...ajvOptionsOverrides,
      code: { ...ajvOptionsOverrides.code, source: true, esm: true, lines: false },
      schemas: Object.values(all),
    },
    custom.ajvFormatOptions,
    custom.AjvClass,
    custom.extenderFn,
  );
  const refs = Object.fromEntries(hashes.map((hash) => [exportOf.get(hash) ?? '', hash]));
  const standalone = inlineRuntime(standaloneCode(ajv, refs))
    .replace(/^"use strict";/, '')
    .replace(/export const (__pf\d+) = /g, 'const $1 = ');
  const table = perForm
    .map(({ key, schemas }) => {
      const fns = Object.keys(schemas).map((hash) => `${JSON.stringify(hash)}: ${exportOf.get(hash) ?? ''}`);
      return `  ${JSON.stringify(key)}: { ${fns.join(', ')} },`;
    })
    .join('\n');
  return [
    `// Generated by scripts/vite-precompiled-forms.ts from ${from}: ${forms.length} form schemas.`,
    `// ${forms.map((f) => `${f.variant}${JSON.stringify(f.options, (k, v: unknown) => (k === 'dialingCodes' || k === 'choices' ? undefined : v))}`).join(', ')}`,
    standalone,
    `export const PRECOMPILED_FORMS = {\n${table}\n};`,
    '',
  ].join('\n');
}

/**
 * The module replacing `src/forms/brand-form-layout.ts`: the skeleton rows of the registration
 * variants (the first option set of {@link PAGE_OPTIONS}: nothing hidden) and how many
 * registration variants the brand offers (`register-panel.tsx`: username unless switched off,
 * mobile when switched on), so /register reserves the form's space before the rules arrive.
 */
export function brandFormLayoutCode(inputs: BrandFormInputs): string {
  const rows: Partial<Record<FormVariant, SkeletonRow[]>> = {};
  for (const variant of ['register', 'registerMobile'] as const) {
    const [options] = PAGE_OPTIONS[variant](inputs);
    const { rules, flags } = inputs.register;
    rows[variant] = skeletonRows(
      toFormSchema({ variant, rules, flags, ...(options ? { options } : {}) }, { logger: () => undefined })
        .fields,
    );
  }
  const { flags } = inputs.register;
  const variants = (flags.usernameRegistration !== false ? 1 : 0) + (flags.mobileRegistration ? 1 : 0);
  return [
    '// Generated by scripts/vite-precompiled-forms.ts from the brand rules.',
    `export const BRAND_FORM_ROWS = ${JSON.stringify(rows)};`,
    `export const BRAND_REGISTER_VARIANTS = ${variants};`,
    '',
  ].join('\n');
}

/**
 * Vite plugin: serves {@link precompiledFormsCode} of the brand as `src/forms/precompiled-validators.ts`
 * (the registration forms) and `src/forms/precompiled-validators-later.ts` (the others, split by
 * `src/forms/validator-chunks.ts`), and {@link brandFormLayoutCode} as `src/forms/brand-form-layout.ts` (build and dev; the brand
 * files are watched in dev). Tests (vitest.config.ts) keep the stubs.
 *
 * @param opts.brandDir - brand folder; default `LOTUS_BRAND_DIR` or `server/brand`
 */
export function precompiledForms(opts: { brandDir?: string } = {}): Plugin {
  let root = process.cwd();
  return {
    name: 'lotus-precompiled-forms',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      const file = normalize(id.split('?')[0] ?? '');
      const stub = file === resolve(root, STUB_MODULE);
      const laterStub = file === resolve(root, LATER_STUB_MODULE);
      if (!stub && !laterStub && file !== resolve(root, LAYOUT_MODULE)) return null;
      const { inputs, files } = readBrandFormInputs(root, opts.brandDir);
      for (const watched of files) this.addWatchFile(watched);
      if (!stub && !laterStub) return brandFormLayoutCode(inputs);
      // The registration forms' validators in the form chunk, the others' in the later chunk.
      const forms = brandForms(inputs).filter((form) => validatorsLater(form.variant) === laterStub);
      const brand = opts.brandDir ?? process.env.LOTUS_BRAND_DIR ?? 'server/brand';
      this.info(`${forms.length} form schemas precompiled from ${brand}${laterStub ? ' (later chunk)' : ''}`);
      return precompiledFormsCode(forms, brand);
    },
  };
}
