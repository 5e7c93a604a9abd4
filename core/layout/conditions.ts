import type { SiteContext } from './site-context';
import type { Condition } from './types';

/**
 * Matches a pathname against a route pattern: case-insensitive (the spec names both /vnlottery
 * and /vnLottery), trailing slash ignored, `*` matches any run of characters.
 *
 * @example matchRoutePattern('/promo*', '/promoDetail') === true
 */
export function matchRoutePattern(pattern: string, pathname: string): boolean {
  const normalise = (value: string): string =>
    value.length > 1 && value.endsWith('/') ? value.slice(0, -1).toLowerCase() : value.toLowerCase();
  const source = normalise(pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(normalise(pathname));
}

/**
 * Evaluates a declarative `when` condition against the site context (DESIGN.md "Layout engine").
 * A missing condition holds. Operators: `module`, `flag`, `loggedIn`, `role`, `rankAbove`,
 * `route`, `resource`, `customerService`, `toUpline`, combined with `all`, `any` (false when empty) and
 * `not`. Pure; throws `Error` on an object with no known operator, which schema validation
 * rules out for layout files.
 */
export function evaluateCondition(when: Condition | undefined, ctx: SiteContext): boolean {
  if (when === undefined) return true;
  if ('all' in when) return when.all.every((part) => evaluateCondition(part, ctx));
  if ('any' in when) return when.any.some((part) => evaluateCondition(part, ctx));
  if ('not' in when) return !evaluateCondition(when.not, ctx);
  if ('module' in when) return ctx.modules.has(when.module);
  if ('flag' in when) return ctx.flags[when.flag] === true;
  if ('loggedIn' in when) return ctx.loggedIn === when.loggedIn;
  if ('role' in when) return ctx.role === when.role;
  if ('rankAbove' in when) return ctx.rankLevel > when.rankAbove;
  if ('route' in when) return matchRoutePattern(when.route, ctx.route);
  if ('resource' in when) return ctx.resources.has(when.resource);
  if ('customerService' in when) return ctx.customerServiceCount > 0 === when.customerService;
  if ('toUpline' in when) return ctx.toUpline === when.toUpline;
  throw new Error(`Unknown condition: ${JSON.stringify(when)}`);
}
