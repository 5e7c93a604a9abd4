/**
 * The two URI functions RJSF's utilities call (`@rjsf/utils` `findSchemaDefinition`: `resolve` to
 * make a `$ref` absolute against the `$id` in scope, `equal` to find an embedded schema by `$id`),
 * on the browser's own WHATWG `URL`. The build hands this module to `@rjsf/utils` in place of the
 * `fast-uri` package (`scripts/vite-form-shims.ts`; issue 13, the /register download: ≈ 7 KB
 * brotli less), so only the form chunk changes: ajv keeps `fast-uri`. Lotus's converted schemas
 * carry no `$id` or `$ref`, so a form never reaches these; a schema that does gets the RFC 3986
 * answers `fast-uri` gives (`uri-resolver.test.ts` compares the two).
 */

/** An absolute stand-in base for relative bases (`schema.json`, `/a/b`), removed from the answer. */
const STAND_IN = 'https://lotus.invalid';

function absolute(uri: string): string | null {
  try {
    return new URL(uri).href;
  } catch {
    return null;
  }
}

/**
 * `ref` resolved against `base` (RFC 3986 §5.2), as `fast-uri`'s `resolve`.
 *
 * @param base - the base URI: absolute, relative (`a/b.json`, `/a/b`) or empty / missing
 * @param ref - the reference: absolute, relative or a fragment (`#/definitions/x`)
 * @returns the resolved URI; relative when both are relative
 */
export function resolve(base: string | undefined, ref: string): string {
  const own = absolute(ref);
  if (own) return own;
  const root = base ? absolute(base) : null;
  if (root) return new URL(ref, root).href;
  const rel = base ?? '';
  const joined = new URL(ref, new URL(rel, `${STAND_IN}/`)).href;
  return joined.slice(rel.startsWith('/') ? STAND_IN.length : STAND_IN.length + 1);
}

/** Percent-encoded unreserved characters decoded, other escapes upper-cased (RFC 3986 §6.2.2). */
function normalEscapes(uri: string): string {
  return uri.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
  });
}

/**
 * Whether two URIs name the same resource once normalised (scheme and host case, default port,
 * percent-encoding), as `fast-uri`'s `equal`; relative URIs compare as written.
 */
export function equal(a: string, b: string): boolean {
  const normal = (uri: string) => normalEscapes(absolute(uri) ?? uri);
  return normal(a) === normal(b);
}

/** The default export `@rjsf/utils` imports (`import UriResolver from 'fast-uri'`). */
const uriResolver = { resolve, equal };
export default uriResolver;
