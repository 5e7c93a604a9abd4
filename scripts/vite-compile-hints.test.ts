import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './vite-compile-hints.ts';

describe('addCompileHints (issue 13: the first load compiles its chunks off the main thread)', () => {
  it('marks the entry and the named chunks on their first line, once, and nothing else', () => {
    const chunk = (name: string, isEntry = false) => ({
      type: 'chunk' as const,
      name,
      isEntry,
      code: 'const __vite__mapDeps=(i)=>i;import"./a.js";',
    });
    const bundle = {
      'assets/index-1.js': chunk('index', true),
      'assets/framework-2.js': chunk('framework'),
      'assets/first-screen-3.js': chunk('first-screen'),
      'assets/register-page-4.js': chunk('register-page'),
      'assets/index-5.css': { type: 'asset' as const },
    };
    const names = ['framework', 'first-screen'];
    expect(addCompileHints(bundle, names)).toEqual([
      'assets/index-1.js',
      'assets/framework-2.js',
      'assets/first-screen-3.js',
    ]);
    addCompileHints(bundle, names);
    expect(bundle['assets/index-1.js'].code).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;import"./a.js";`,
    );
    expect(bundle['assets/framework-2.js'].code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(bundle['assets/register-page-4.js'].code).not.toContain(COMPILE_HINT);
  });
});
