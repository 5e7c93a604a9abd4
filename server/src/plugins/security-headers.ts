import fp from 'fastify-plugin';

/** The brand hosts a page may load from (server/brand/site.json). */
export interface CspHosts {
  /** Image CDNs (`imageCDNs`): banners, promotions and message images. */
  imageCDNs: readonly string[];
  /** Game launch hosts (`launchGameCDNs`): the only other origins the game frame may show. */
  launchGameCDNs: readonly string[];
  /**
   * The brand's lines (`domains`, `host[:port]`): the speed test (§4, §7 "speed test") pings each
   * at `{scheme}://{domain}/wps/system/test/ping`, in the page's own scheme.
   */
  domains?: readonly string[];
}

/** A line as a CSP host-source (`host[:port]`, no scheme: the page's scheme applies), or null. */
function hostSource(domain: string): string | null {
  return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(domain) ? domain : null;
}

/** The origin of a configured URL (`https://img1.example/path` → `https://img1.example`), or null. */
function originOf(url: string): string | null {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

function origins(urls: readonly string[]): string[] {
  return urls.map(originOf).filter((o): o is string => o !== null);
}

/**
 * The Content-Security-Policy of a response (issue 14 "What to build"): scripts only from the
 * site's own origin, never inline (no `unsafe-inline`); an inline `<script>`/`<style>` only with
 * the response's `nonce` (the development vendor pages, which need no `eval`). The site keeps
 * `'unsafe-eval'`: the brand's forms are validated by code compiled at build time, but a form
 * whose rules an operator changed after the build is compiled by ajv at run time with
 * `new Function`. Images from the site, `data:`/`blob:` (QR codes, captchas) and the brand's
 * image CDNs; frames from the site and the brand's game launch hosts; calls to the site's own API
 * and the brand's lines (the speed test); nothing may frame the site but itself; no plugins; no
 * `<base>` or form posts elsewhere. Styles allow `'unsafe-inline'` (Radix and the scroll lock
 * set style attributes and a `<style>` element; styles cannot run code).
 *
 * The site's own page (`index.html`) passes `siteNonce`: its one inline script, the boot script
 * that paints the first screen before the app loads (src/app/first-paint.ts, issue 13), runs with
 * that nonce; everything else stays as for any other answer.
 * @param hosts the brand's image and game hosts; invalid URLs are left out.
 * @param nonce a fresh base64 nonce for a page that carries inline script and style.
 * @param siteNonce a fresh base64 nonce for the site page's inline boot script.
 */
export function contentSecurityPolicy(hosts: CspHosts, nonce?: string, siteNonce?: string): string {
  const inline = nonce ? ` 'nonce-${nonce}'` : `${siteNonce ? ` 'nonce-${siteNonce}'` : ''} 'unsafe-eval'`;
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    nonce ? `style-src 'self'${inline}` : "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...origins(hosts.imageCDNs)].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...(hosts.domains ?? []).map(hostSource).filter((h) => h !== null)].join(' '),
    ["frame-src 'self'", ...origins(hosts.launchGameCDNs)].join(' '),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Security headers on every answer, site and API alike (issue 14 point 1):
 * - `Content-Security-Policy` from {@link contentSecurityPolicy} with the brand's hosts, unless the
 *   route already set its own (a page with a nonce);
 * - `X-Content-Type-Options: nosniff` — a response is only ever read as its declared type;
 * - `X-Frame-Options: SAMEORIGIN` and CSP `frame-ancestors 'self'` — no other site may frame
 *   Lotus (the game frame embeds the site's own `/vendor/play` pages, so `'self'` stays allowed);
 * - `Referrer-Policy: strict-origin-when-cross-origin` — no path or query (a launch link) leaks to
 *   another origin;
 * - `Strict-Transport-Security` when the request came over https.
 */
export default fp(
  (app, _opts, done) => {
    app.addHook('onSend', (request, reply, payload, next) => {
      void reply.header('x-content-type-options', 'nosniff');
      void reply.header('x-frame-options', 'SAMEORIGIN');
      if (!reply.hasHeader('content-security-policy'))
        void reply.header('content-security-policy', contentSecurityPolicy(app.brand.current().site));
      void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (request.protocol === 'https')
        void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      next(null, payload);
    });
    done();
  },
  { name: 'lotus-security-headers' },
);
