import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney } from '../../../../core/money.ts';
import type { DepositInstructions, DepositOrder, OrderIdParams } from '../../../../schemas/generated/api.ts';
import { AppError } from '../../errors.ts';
import { contentSecurityPolicy } from '../../plugins/security-headers.ts';
import { moneyRef } from '../money-schemas.ts';

/**
 * The address of the development payment provider's page for one deposit order (`GET /dev/pay/:orderId`),
 * named on new orders outside production.
 */
export function sandboxPayUrl(orderId: string): string {
  return `/dev/pay/${encodeURIComponent(orderId)}`;
}

/** The name the development payment provider shows on its pages. */
const PROVIDER = 'LotusPay sandbox';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The provider's own look (light card, teal accent), unlike the site and the game vendor pages.
const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#e6f4f1;color:#0f2e2a;min-height:100vh;display:grid;place-items:center;padding:16px}
main{background:#fff;border-radius:12px;box-shadow:0 8px 24px rgba(15,46,42,.15);padding:24px;width:100%;max-width:440px}
.mode{display:inline-block;background:#fde68a;color:#713f12;font-weight:700;font-size:.8rem;padding:2px 10px;border-radius:999px;margin:0}
h1{font-size:1.3rem;margin:8px 0 4px}.merchant{margin:0 0 16px;color:#35524d}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}dt{color:#35524d}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.5rem}.actions{display:flex;gap:12px;flex-wrap:wrap}
button{font:inherit;font-weight:700;padding:10px 22px;border-radius:8px;border:2px solid #0f766e;cursor:pointer}
.approve{background:#0f766e;color:#fff}.decline{background:#fff;color:#9f1239;border-color:#9f1239}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.result{padding:10px 12px;border-radius:8px;margin:0 0 16px;font-weight:600}.ok{background:#dcfce7;color:#14532d}.bad{background:#ffe4e6;color:#881337}
.note{color:#35524d;font-size:.9rem;margin:16px 0 0}`;

function page(nonce: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const STATUS_TEXT: Record<DepositOrder['status'], string> = {
  pending: 'Waiting for payment',
  approved: 'Paid',
  rejected: 'Declined',
  expired: 'Expired',
};

function instructionRows(i: DepositInstructions | null): [string, string][] {
  if (!i) return [];
  if (i.type === 'bank')
    return [
      ['To', `${i.bank.name} · ${i.accountNumber} · ${i.holder}`],
      ['Transfer note', i.transferReference],
    ];
  if (i.type === 'ewallet')
    return [
      ['To', `${i.wallet} · ${i.accountId} · ${i.holder}`],
      ['Note', i.transferReference],
    ];
  return [
    ['To', `${i.address} (${i.network})`],
    ['Amount due', `${i.amountDue} ${i.currency}`],
  ];
}

/** A result line above the order: `ok` for a decision taken, otherwise why nothing happened. */
interface Result {
  ok: boolean;
  text: string;
}

/**
 * The development payment provider's sandbox page (docs/contract-wallet.md "Deposit
 * instructions"), registered by `routes/dev/` only, so never in production:
 * `GET /dev/pay/:orderId` shows the order (amount, method, reference, status, expiry) like a
 * provider's test mode, with "Approve payment" / "Decline" while it is pending;
 * `POST /dev/pay/:orderId` (form `decision=approve|decline`) decides it through
 * `DepositsService.decide` — the same ledger path as `POST /dev/payments/deposit/:orderId/approve`,
 * so a second approval credits nothing — and shows the result. No script at all (a plain form
 * post, keyboard usable); the one inline `<style>` carries the response's CSP nonce. An unknown
 * order answers a 404 page.
 */
export default function devPayPageRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { deposits } = app.services;

  const send = (reply: FastifyReply, status: number, title: string, body: string) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', contentSecurityPolicy(app.brand.current().site, nonce))
      .type('text/html; charset=utf-8')
      .send(page(nonce, title, body));
  };

  const render = (reply: FastifyReply, orderId: string, result: Result | null, status = 200) => {
    const site = app.brand.current().site;
    const { order, methodName, instructions } = deposits.sandbox(orderId);
    const money = formatMoney(order.amount, site.currency, 'en');
    const expires = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'long' }).format(
      new Date(order.expiresAt),
    );
    const rows: [string, string][] = [
      ['Order', order.orderId],
      ['Method', methodName],
      ...instructionRows(instructions),
      ['Status', STATUS_TEXT[order.status]],
      ['Expires', expires],
    ];
    const action = `/dev/pay/${encodeURIComponent(order.orderId)}`;
    const body = `<p class="mode">Test mode</p>
<h1>${escapeHtml(PROVIDER)}</h1>
<p class="merchant">Payment to ${escapeHtml(site.brandName)}</p>
${result ? `<p class="result ${result.ok ? 'ok' : 'bad'}" role="${result.ok ? 'status' : 'alert'}">${escapeHtml(result.text)}</p>` : ''}
<p class="amount">${escapeHtml(money)}</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
${
  order.status === 'pending'
    ? `<form method="post" action="${escapeHtml(action)}" class="actions" aria-label="Decide this test payment">
<button type="submit" name="decision" value="approve" class="approve">Approve payment</button>
<button type="submit" name="decision" value="decline" class="decline">Decline</button>
</form>`
    : ''
}
<p class="note">This page stands in for the payment provider in development. The site updates by itself: you can close this page.</p>`;
    return send(reply, status, `${order.orderId} – ${PROVIDER}`, body);
  };

  const errorPage = (reply: FastifyReply, error: unknown) => {
    const status = error instanceof AppError ? error.statusCode : 400;
    const text = error instanceof AppError ? error.message : 'This payment link is not valid.';
    return send(
      reply,
      error instanceof AppError && error.code === 'NOT_FOUND' ? 404 : status,
      `Payment unavailable – ${PROVIDER}`,
      `<p class="mode">Test mode</p><h1>${escapeHtml(PROVIDER)}</h1><p class="result bad" role="alert">${escapeHtml(text)}</p>`,
    );
  };

  app.get<{ Params: OrderIdParams }>(
    '/dev/pay/:orderId',
    {
      schema: { params: moneyRef('OrderIdParams') },
      errorHandler: (error, _request, reply) => void errorPage(reply, error),
    },
    (request, reply) => render(reply, request.params.orderId, null),
  );

  app.post<{ Params: OrderIdParams; Body: unknown }>(
    '/dev/pay/:orderId',
    {
      schema: { params: moneyRef('OrderIdParams') },
      errorHandler: (error, _request, reply) => void errorPage(reply, error),
    },
    (request, reply) => {
      const { orderId } = request.params;
      const body = request.body;
      const decision =
        typeof body === 'object' && body !== null && 'decision' in body ? body.decision : undefined;
      if (decision !== 'approve' && decision !== 'decline')
        return render(reply, orderId, { ok: false, text: 'Choose "Approve payment" or "Decline".' }, 400);
      try {
        deposits.decide(orderId, decision === 'approve' ? 'approve' : 'reject');
        return render(reply, orderId, {
          ok: true,
          text: decision === 'approve' ? 'Payment approved.' : 'Payment declined.',
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 'NOT_FOUND') throw error;
        // ALREADY_DECIDED (decided or expired) and DEPOSIT_LIMIT: the order stays as it is; say why.
        return render(reply, orderId, { ok: false, text: error.message }, 409);
      }
    },
  );
  done();
}
