// ESLint flat config (STYLE.md): type-checked rules, react-hooks, TanStack Query, and the walls of
// DESIGN.md "Walls", which cover every file. tests/unit/boundaries.test.ts proves each wall fires.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Top-level folders; a wall lists where a folder may not import from. */
const ALL = ['./src', './server', './core', './machines', './scripts', './tests', './layouts', './locales'];
const except = (...allowed) => ALL.filter((dir) => !allowed.includes(dir));

/** Import boundaries (eslint-plugin-import `no-restricted-paths`), one zone per wall. */
export const zones = [
  { target: './server', from: './src', message: 'server ↛ src: shared code lives in core/.' },
  { target: './src', from: './server', message: 'src ↛ server: shared code lives in core/.' },
  { target: './core', from: except('./core'), message: 'core ↛ anything but schemas/.' },
  {
    target: './machines',
    from: except('./machines', './core'),
    message: 'machines ↛ anything but xstate and core/.',
  },
  { target: './src/features', from: './src/app', message: 'features ↛ app: the app composes features.' },
  ...['layout', 'lib', 'i18n', 'components', 'forms'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/app'],
    message: `src/${shared} is shared: it never imports features or app.`,
  })),
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `One feature never imports another: shared code belongs in src/components, src/lib or core/.`,
  })),
];

/** Globals a pure module (core/, machines/) may not touch: side effects are provided from outside. */
export const IMPURE_GLOBALS = [
  'fetch',
  'XMLHttpRequest',
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'queueMicrotask',
  'process',
  'require',
].map((name) => ({
  name,
  message: `${name} is a side effect: core/ and machines/ stay pure (DESIGN.md Walls).`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'var/**',
      'test-results/**',
      'playwright-report/**',
      'schemas/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages are not read for import/no-cycle's graph (no cycle can pass through one); reading
      // their ES builds took half of the lint's time.
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import/no-cycle': 'error',
      'import/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  {
    // core/: framework-free; packages and Node built-ins are walls too (only relative imports).
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.{1,2}/)', message: 'core/ imports only core/ and schemas/.' }] },
      ],
      'no-restricted-globals': ['error', ...IMPURE_GLOBALS],
    },
  },
  {
    // machines/: xstate and core/ only; effects are named in setup() and provided by src/.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts', 'machines/test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.{1,2}/|xstate$|xstate/)', message: 'machines/ import only xstate and core/.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...IMPURE_GLOBALS],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
