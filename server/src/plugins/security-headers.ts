import fp from 'fastify-plugin';

/**
 * Security headers on every answer, site and API alike (issue 14 point 1):
 * - `X-Content-Type-Options: nosniff` — a response is only ever read as its declared type;
 * - `X-Frame-Options: SAMEORIGIN` and CSP `frame-ancestors 'self'` — no other site may frame
 *   Lotus (the game frame embeds the site's own `/vendor/play` pages, so `'self'` stays allowed);
 * - `Referrer-Policy: strict-origin-when-cross-origin` — no path or query (a launch link) leaks to
 *   another origin;
 * - `Strict-Transport-Security` when the request came over https.
 *
 * A full script/style Content-Security-Policy is not set yet (it needs every route checked for
 * violations in the browser); the `frame-ancestors` directive is the one part that changes nothing
 * the site does.
 */
export default fp(
  (app, _opts, done) => {
    app.addHook('onSend', (request, reply, payload, next) => {
      void reply.header('x-content-type-options', 'nosniff');
      void reply.header('x-frame-options', 'SAMEORIGIN');
      void reply.header('content-security-policy', "frame-ancestors 'self'");
      void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (request.protocol === 'https')
        void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      next(null, payload);
    });
    done();
  },
  { name: 'lotus-security-headers' },
);
