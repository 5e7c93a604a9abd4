import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { syncHook } from './hooks.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Refuses cross-site state-changing requests (issue 14 point 5). Any site could make a visitor's
 * browser send a form-encoded POST ("simple request", no CORS preflight) to the token-less calls:
 * SMS codes for registration, free-play accounts, forgot-password mails. A browser names the page
 * that sent a POST, PUT, PATCH or DELETE in `Origin`; the request is accepted only when that
 * origin's host is the request's own `Host` or one of the brand's `domains`. A request without
 * `Origin` is not from a cross-site page (non-browser clients, same-origin navigations) and passes;
 * `Origin: null` (sandboxed frames, data: pages) does not.
 * @throws AppError 403 `CROSS_SITE`, before any body is read.
 */
export default fp(
  (app, _opts, done) => {
    app.addHook(
      'onRequest',
      syncHook((request) => {
        if (!STATE_CHANGING.has(request.method)) return;
        // A route authenticated only by a secret in its body (no cookie, no token header) cannot be
        // forged from another site: it opts out (the vendor simulator, played from a sandboxed frame).
        if ((request.routeOptions.config as { crossSite?: string } | undefined)?.crossSite === 'allow')
          return;
        const origin = request.headers.origin;
        if (origin === undefined) return;
        const from = hostOf(origin);
        const own = (request.headers.host ?? '').toLowerCase();
        const brand = app.brand.current().site.domains.map((domain) => domain.toLowerCase());
        if (from !== null && (from === own || brand.includes(from))) return;
        throw new AppError('CROSS_SITE', 'Cross-site requests are not accepted', { statusCode: 403 });
      }),
    );
    done();
  },
  { name: 'lotus-cross-site', dependencies: ['lotus-brand'] },
);
