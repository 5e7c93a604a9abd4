import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  GameImageParams,
  VendorImageParams,
  VendorPlayQuery,
  VendorRoundRequest,
} from '../../../../schemas/generated/api.ts';
import { AppError } from '../../errors.ts';
import { contentSecurityPolicy } from '../../plugins/security-headers.ts';
import { envelope, ref } from '../../schemas.ts';
import type { VendorSession } from '../../services/launch.ts';
import { ok } from '../reply.ts';

/** A fresh CSP nonce for one page (16 random bytes, base64). */
function pageNonce(): string {
  return randomBytes(16).toString('base64');
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A JSON value safe inside an inline <script>. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#0f172a;color:#f8fafc;display:grid;place-items:center;min-height:100vh}
main{background:#1e293b;border-radius:16px;padding:24px;min-width:280px;max-width:420px;text-align:center}
h1{font-size:1.4rem;margin:0 0 4px}p{margin:8px 0}label{display:block;margin:12px 0 4px}
input{font-size:1rem;padding:8px;border-radius:8px;border:1px solid #64748b;width:10em}
button{font-size:1.1rem;margin-top:12px;padding:10px 28px;border-radius:999px;border:0;background:#f59e0b;color:#111827;font-weight:700;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}button:focus-visible,input:focus-visible{outline:3px solid #38bdf8;outline-offset:2px}
.error{color:#fca5a5}`;

function page(lang: string, title: string, body: string, nonce: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body>${body}</body></html>`;
}

function playPage(
  nonce: string,
  s: VendorSession,
  launch: string,
  balance: number,
  currency: string,
  minBet: number,
): string {
  const body = `<main>
<h1>${escapeHtml(s.game.game_name)}</h1>
<p>${escapeHtml(s.vendor.title)} · ${escapeHtml(s.game.game_code)}</p>
<p>Balance: <output id="balance" aria-live="polite">${escapeHtml(balance.toFixed(2))}</output> ${escapeHtml(currency)}</p>
<label for="stake">Stake</label>
<input id="stake" type="number" inputmode="decimal" min="${minBet}" step="0.01" value="${minBet}">
<div><button type="button" id="spin">Spin</button></div>
<p id="result" role="status" aria-live="polite"></p>
</main>
<script nonce="${nonce}">
(function () {
  var launch = ${scriptJson(launch)};
  var button = document.getElementById('spin');
  var result = document.getElementById('result');
  var balance = document.getElementById('balance');
  function requestId() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  button.addEventListener('click', function () {
    var stake = Number(document.getElementById('stake').value);
    button.disabled = true;
    result.className = '';
    result.textContent = 'Spinning…';
    fetch('/vendor/api/round', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launch: launch, stake: stake, requestId: requestId() })
    }).then(function (r) { return r.json(); }).then(function (b) {
      if (!b.success) { result.className = 'error'; result.textContent = b.message; return; }
      balance.textContent = b.value.balance.toFixed(2);
      result.textContent = b.value.win ? 'You win ' + b.value.payout.toFixed(2) + '!' : 'No win this time.';
    }).catch(function () {
      result.className = 'error'; result.textContent = 'Network error, please try again.';
    }).then(function () { button.disabled = false; });
  });
})();
</script>`;
  return page(s.token.language, `${s.game.game_name} – ${s.vendor.title}`, body, nonce);
}

function svg(reply: FastifyReply, text: string | null): FastifyReply {
  if (text === null) throw new AppError('NOT_FOUND', 'No such image', { statusCode: 404 });
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .send(text);
}

/**
 * The simulated third-party vendor (docs/contract-games.md): `GET /vendor/play?launch=` (a
 * minimal, accessible, self-contained HTML page; an invalid or expired launch answers a 401 page),
 * `POST /vendor/api/round` (a round against the launch's wallet), and the generated SVG images
 * `GET /img/games/<gameId>.svg` and `GET /img/vendors/<code>.svg`.
 */
export default function vendorRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { launch, games, wallet } = app.services;

  app.get<{ Querystring: VendorPlayQuery }>(
    '/vendor/play',
    {
      schema: { querystring: ref('vendor', 'VendorPlayQuery') },
      errorHandler(error, _request, reply) {
        const status = error instanceof AppError ? error.statusCode : 400;
        const message =
          error instanceof AppError
            ? error.message
            : 'The game link is not valid. Please launch the game again.';
        const nonce = pageNonce();
        void reply
          .code(status)
          .header('cache-control', 'no-store')
          .header('content-security-policy', contentSecurityPolicy(app.brand.current().site, nonce))
          .type('text/html; charset=utf-8')
          .send(
            page(
              'en',
              'Game unavailable',
              `<main><h1>Game unavailable</h1><p class="error">${escapeHtml(message)}</p></main>`,
              nonce,
            ),
          );
      },
    },
    (request, reply) => {
      const token = request.query.launch ?? '';
      const session = launch.session(token);
      const site = app.brand.current().site;
      const nonce = pageNonce();
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', contentSecurityPolicy(site, nonce))
        .type('text/html; charset=utf-8')
        .send(
          playPage(
            nonce,
            session,
            token,
            launch.sessionBalance(session),
            site.currency.symbol,
            wallet.toMajor(session.game.min_bet_minor),
          ),
        );
    },
  );

  // The simulator page runs in a sandboxed frame without allow-same-origin (an opaque origin,
  // `Origin: null`): its call is cross-origin and authenticated only by the one-time launch token.
  const frameCors = (reply: FastifyReply): FastifyReply =>
    reply
      .header('access-control-allow-origin', 'null')
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('vary', 'origin');
  app.options('/vendor/api/round', { config: { crossSite: 'allow' } }, (_request, reply) =>
    frameCors(reply).code(204).send(),
  );
  app.post<{ Body: VendorRoundRequest }>(
    '/vendor/api/round',
    {
      config: { crossSite: 'allow' },
      onSend: (_request, reply, payload, done) => {
        frameCors(reply);
        done(null, payload);
      },
      schema: {
        body: ref('vendor', 'VendorRoundRequest'),
        response: { 200: envelope(ref('vendor', 'VendorRoundValue')) },
      },
    },
    (request) => ok(launch.vendorRound(request.body.launch, request.body.stake, request.body.requestId)),
  );

  app.get<{ Params: GameImageParams }>(
    '/img/games/:file',
    { schema: { params: ref('vendor', 'GameImageParams') } },
    (request, reply) => svg(reply, games.thumbnailSvg(Number(request.params.file.slice(0, -4)))),
  );
  app.get<{ Params: VendorImageParams }>(
    '/img/vendors/:file',
    { schema: { params: ref('vendor', 'VendorImageParams') } },
    (request, reply) => svg(reply, games.vendorLogoSvg(request.params.file.slice(0, -4))),
  );
  done();
}
