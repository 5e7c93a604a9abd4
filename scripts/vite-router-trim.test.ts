import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimRouterBuild } from './vite-router-trim.ts';

describe('trimRouterBuild (react-router at build time)', () => {
  it('drops the DevTools names and marks the module-level React factories pure', () => {
    const code = [
      'var Link = React10.forwardRef(function LinkWithRef(props, ref) { return null; });',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Memo = React3.memo(Inner);',
      'function f() { return x.displayName; }',
    ].join('\n');
    const { code: out, removed } = trimRouterBuild(code);
    expect(removed).toBe(5);
    expect(out).not.toMatch(/\.displayName = /);
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef');
    expect(out).toContain('var RouteContext = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('var Memo = /* @__PURE__ */ React3.memo(Inner);');
    // Reading a displayName is left alone.
    expect(out).toContain('return x.displayName;');
  });

  it('finds what it trims in the installed react-router build', () => {
    const dir = join(process.cwd(), 'node_modules', 'react-router', 'dist', 'development');
    const main = readdirSync(dir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .find((code) => code.includes('function BrowserRouter('));
    expect(main).toBeDefined();
    const { code, removed } = trimRouterBuild(main ?? '');
    // A react-router update that changes these patterns shows here rather than as a heavier page.
    expect(removed).toBeGreaterThan(20);
    expect(code).toContain('var Link = /* @__PURE__ */ React');
  });
});
