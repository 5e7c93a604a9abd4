// Proves every wall of DESIGN.md "Walls" fires: each probe is a file that breaks one wall (linted
// in memory at a path inside the folder it pretends to be in, importing a real file), and the
// boundary rules of eslint.config.js must report it. A clean import next to each shows that the
// wall does not fire on everything.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: process.cwd(),
  // Only the boundary rules, without type information: probes are not part of a tsconfig project.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) =>
    ['import/no-restricted-paths', 'no-restricted-imports', 'no-restricted-globals'].includes(ruleId),
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const WALLS: readonly (readonly [wall: string, file: string, code: string, rule: string])[] = [
  [
    'server ↛ src',
    'server/src/probe.ts',
    "import { routesFile } from '../../src/layout/files';",
    'no-restricted-paths',
  ],
  [
    'src ↛ server',
    'src/lib/probe.ts',
    "import { buildApp } from '../../server/src/app';",
    'no-restricted-paths',
  ],
  [
    'core ↛ src',
    'core/probe.ts',
    "import { queryClient } from '../src/lib/query-client';",
    'no-restricted-paths',
  ],
  ['core ↛ server', 'core/probe.ts', "import { fail } from '../server/src/errors';", 'no-restricted-paths'],
  [
    'core ↛ machines',
    'core/probe.ts',
    "import { loginMachine } from '../machines/login';",
    'no-restricted-paths',
  ],
  ['core ↛ packages', 'core/probe.ts', "import { createMachine } from 'xstate';", 'no-restricted-imports'],
  [
    'core ↛ Node built-ins',
    'core/probe.ts',
    "import { readFileSync } from 'node:fs';",
    'no-restricted-imports',
  ],
  [
    'machines ↛ src',
    'machines/probe.ts',
    "import { queryClient } from '../src/lib/query-client';",
    'no-restricted-paths',
  ],
  [
    'machines ↛ server',
    'machines/probe.ts',
    "import { fail } from '../server/src/errors';",
    'no-restricted-paths',
  ],
  ['machines ↛ react', 'machines/probe.ts', "import { useState } from 'react';", 'no-restricted-imports'],
  ['machines ↛ i18next', 'machines/probe.ts', "import i18next from 'i18next';", 'no-restricted-imports'],
  [
    'no fetch in machines',
    'machines/probe.ts',
    "export const f = () => fetch('/x');",
    'no-restricted-globals',
  ],
  [
    'no timers in machines',
    'machines/probe.ts',
    'export const f = () => setTimeout(() => 1, 5);',
    'no-restricted-globals',
  ],
  [
    'no window in core',
    'core/probe.ts',
    'export const w = () => window.innerWidth;',
    'no-restricted-globals',
  ],
  ['no document in core', 'core/probe.ts', 'export const d = () => document.title;', 'no-restricted-globals'],
  [
    'no localStorage in core',
    'core/probe.ts',
    "export const s = () => localStorage.getItem('x');",
    'no-restricted-globals',
  ],
  [
    'wallet ↛ account',
    'src/features/wallet/probe.tsx',
    "import { ProfileForm } from '../account/profile-form';",
    'no-restricted-paths',
  ],
  [
    'account ↛ auth',
    'src/features/account/probe.tsx',
    "import { LoginPanel } from '../auth/login-panel';",
    'no-restricted-paths',
  ],
  [
    'games ↛ shell',
    'src/features/games/probe.tsx',
    "import { Header } from '../shell/components/header';",
    'no-restricted-paths',
  ],
  [
    'features ↛ app',
    'src/features/games/probe.tsx',
    "import { registry } from '../../app/registry-entries';",
    'no-restricted-paths',
  ],
  [
    'layout ↛ features',
    'src/layout/probe.ts',
    "import { startFreePlay } from '../features/games/home-page';",
    'no-restricted-paths',
  ],
  [
    'lib ↛ features',
    'src/lib/probe.ts',
    "import { WithdrawPage } from '../features/wallet/withdraw-page';",
    'no-restricted-paths',
  ],
  [
    'components ↛ app',
    'src/components/probe.tsx',
    "import { Boot } from '../app/boot';",
    'no-restricted-paths',
  ],
  [
    'forms ↛ features',
    'src/forms/probe.ts',
    "import { LoginPanel } from '../features/auth/login-panel';",
    'no-restricted-paths',
  ],
  [
    'i18n ↛ features',
    'src/i18n/probe.ts',
    "import { Header } from '../features/shell/components/header';",
    'no-restricted-paths',
  ],
];

const ALLOWED: readonly (readonly [what: string, file: string, code: string])[] = [
  ['core → schemas', 'core/probe.ts', "import type { FieldName } from '../schemas/generated/api';"],
  ['core → core', 'core/layout/probe.ts', "import { formatMoney } from '../money';"],
  [
    'machines → xstate and core',
    'machines/probe.ts',
    "import { setup } from 'xstate';\nimport { toMinor } from '../core/money';",
  ],
  ['server → core', 'server/src/probe.ts', "import { diceRoll } from '../../core/provably-fair';"],
  [
    'a feature → its own files',
    'src/features/wallet/probe.tsx',
    "import { WithdrawPage } from './withdraw-page';",
  ],
  [
    'a feature → shared UI',
    'src/features/wallet/probe.tsx',
    "import { Field } from '../../components/field';",
  ],
  ['app → features', 'src/app/probe.tsx', "import { Header } from '../features/shell/components/header';"],
  [
    'tests → src and server',
    'tests/unit/probe.ts',
    "import { buildApp } from '../../server/src/app';\nimport { routesFile } from '../../src/layout/files';",
  ],
];

describe('import walls (eslint.config.js)', () => {
  it.each(WALLS)('%s fires', async (_wall, file, code, rule) => {
    const found = await problems(file, code);
    expect(
      found.some((p) => p.includes(rule)),
      found.join('\n') || 'no problem reported',
    ).toBe(true);
  });

  it.each(ALLOWED)('%s is allowed', async (_what, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
