/**
 * Build step (issue 13, the first download): react-router's bundled build creates its contexts and
 * components at module level with calls the bundler cannot prove pure (`React.forwardRef(…)`,
 * `React.createContext(…)`, `React.memo(…)`) and then names them for React DevTools
 * (`Link.displayName = "Link";`), so every one of them (`Link`, `NavLink`, `Form` with their
 * prefetching, the data router's contexts, `ScrollRestoration`, …) stayed in the framework chunk
 * whether the site uses it or not. At build time those calls are marked `@__PURE__` (which they
 * are: they only wrap their argument) and the naming statements dropped, so what the site does not
 * use is tree-shaken (≈ 3.5 KB brotli). Only DevTools' names change; the dev server is untouched.
 */
import type { Plugin } from 'vite';

const ROUTER_BUILD =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/][^\\/]+\.mjs$/;
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm;
const REACT_FACTORY = /= (React\d*\.(?:forwardRef|createContext|memo)\()/g;

/**
 * `code` with its top-level `X.displayName = "…";` statements removed and its
 * `= React.forwardRef(` / `createContext(` / `memo(` calls marked `@__PURE__`.
 *
 * @returns the code and how many places were changed
 */
export function trimRouterBuild(code: string): { code: string; removed: number } {
  let removed = 0;
  const out = code
    .replace(DISPLAY_NAME, () => {
      removed += 1;
      return '';
    })
    .replace(REACT_FACTORY, (_all, call: string) => {
      removed += 1;
      return `= /* @__PURE__ */ ${call}`;
    });
  return { code: out, removed };
}

/** Vite plugin: {@link trimRouterBuild} on react-router's bundled modules, at build only. */
export function routerTrim(): Plugin {
  return {
    name: 'lotus-router-trim',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_BUILD.test(id)) return null;
      const { code: out, removed } = trimRouterBuild(code);
      return removed > 0 ? { code: out, map: null } : null;
    },
  };
}
