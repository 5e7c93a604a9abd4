import { existsSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SitePage } from '../services/first-screen.ts';
import { contentSecurityPolicy } from './security-headers.ts';

/** Path prefixes of the API: never answered with the site. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/dev/', '/api/', '/vendor/', '/img/'];

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => path.startsWith(p))) return false;
  const ext = extname(path);
  if (ext !== '' && ext !== '.html') return false; // a missing asset stays a 404
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built site (`staticDir`, e.g. dist/) with history-mode fallback (§2 Routes): any
 * non-API GET that accepts HTML and matches no file (/home, /register, /register.html…) gets
 * index.html. Everything else unmatched is a 404 envelope.
 *
 * index.html is written for each visit (`/`, `/index.html` and the fallback alike, issue 13): the
 * route's first screen in place of its marker and a fresh nonce on its inline boot script, which
 * the answer's CSP allows (server/src/services/first-screen.ts). It is never cached
 * (`no-cache`) and is compressed on the fly like the API.
 */
export default fp<{ staticDir?: string }>(
  async (app, opts) => {
    const root = opts.staticDir ? resolve(opts.staticDir) : null;
    const hasSite = root !== null && existsSync(resolve(root, 'index.html'));
    if (root !== null && !hasSite)
      app.log.warn({ root }, 'static folder has no index.html: run `npm run build`; serving the API only');
    if (hasSite) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: ['index.html'],
        // dist/ holds `.br` and `.gz` siblings written at build time (scripts/vite-precompress.ts):
        // a browser that accepts brotli or gzip gets them, with `content-encoding` and `vary`.
        preCompressed: true,
        setHeaders(reply, sentPath) {
          // A precompressed sibling (`index.html.br`) gets the headers of the file it encodes.
          const path = sentPath.replace(/\.(br|gz)$/, '');
          reply.header(
            'cache-control',
            path.endsWith('.html')
              ? 'no-cache'
              : path.includes('/assets/')
                ? 'public, max-age=31536000, immutable'
                : 'public, max-age=3600',
          );
        },
      });
    }
    const page = root !== null && hasSite ? new SitePage(root) : null;
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      if (!page) return reply.callNotFound();
      const site = app.services.site;
      const { html, nonce } = page.render(request.url, {
        status: site.status(request.ip).status,
        settings: site.settings(),
        banners: site.announcements('B').banners,
        promotionCovers: () => app.services.promotions.list(null).list.map((p) => p.cover),
        vnLottery: () => ({
          menu: app.services.lottery.menu({ gameType: 'LOTT' }),
          opened: (gameCode) => app.services.lottery.opened(gameCode),
        }),
        pointMall: (rewards) => ({
          config: app.services.points.config(),
          rewardImages: app.services.points.rewardImages(rewards),
        }),
        onError: (error) => request.log.warn({ err: error, url: request.url }, 'first view not drawn'),
      });
      if (nonce)
        void reply.header(
          'content-security-policy',
          contentSecurityPolicy(app.brand.current().site, undefined, nonce),
        );
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    if (hasSite) {
      app.get('/', sendPage);
      app.get('/index.html', sendPage);
    }
    app.setNotFoundHandler((request, reply) => {
      if (page && wantsHtml(request)) return sendPage(request, reply);
      return reply.code(404).send({
        success: false,
        message: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`,
        code: 'NOT_FOUND',
        value: null,
      });
    });
  },
  { name: 'lotus-static' },
);
