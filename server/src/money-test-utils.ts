import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type {
  DepositCreated,
  DepositOrder,
  WalletList,
  WithdrawCreated,
} from '../../schemas/generated/api.ts';
import { body, sendEnc, type EnvelopeBody } from './test-utils.ts';

/** A png (signature + padding), a jpg, a gif and a png over the 5 MB upload limit. */
/**
 * The demo members (username, password) the money load tests move money between: a player, an
 * agent and two of the agent's downlines (server/src/seed.ts).
 */
export const LOAD_TEST_MEMBERS: [string, string][] = [
  ['demo1', 'Demo1234'],
  ['agent1', 'Agent1234'],
  ['down1', 'Down1234'],
  ['down2', 'Down1234'],
];

/** Game vendors whose wallets the load tests transfer to and from. */
export const LOAD_TEST_VENDORS: string[] = ['PG', 'EVO', 'JILI'];

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(64, 3)]);
export const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
/** A base64 data: URL of `data` declared as `mime`. */
export const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`;

/** Asserts a failure envelope with `code` (and the HTTP `status` when given a response). */
export function expectFailure(
  res: EnvelopeBody | LightMyRequestResponse,
  code: string,
  status?: number,
): void {
  const b = 'statusCode' in res ? res.json<EnvelopeBody>() : res;
  if ('statusCode' in res && status !== undefined) expect(res.statusCode).toBe(status);
  expect(b.success).toBe(false);
  expect(b.code, b.message).toBe(code);
}

/**
 * Request helpers of the money tests (docs/contract-wallet.md), as members whose tokens are in
 * `tok` (by username; default `demo1`). `app` is read at each call, so the helpers can be made
 * before the app is built in `beforeAll`.
 */
export function moneyHelpers(app: () => FastifyInstance, tok: Record<string, string>) {
  let seq = 0;
  const get = async <T>(url: string, who = 'demo1') =>
    body<T>(await app().inject({ url, headers: { token: tok[who] ?? '' } }));
  const postRaw = (url: string, payload: unknown, who = 'demo1') =>
    app().inject({
      method: 'POST',
      url,
      headers: { token: tok[who] ?? '' },
      payload: payload as Record<string, unknown>,
    });
  const post = async <T>(url: string, payload: unknown, who = 'demo1') =>
    body<T>(await postRaw(url, payload, who));
  /** A development payment-provider call (`POST /dev/payments/...`). */
  const dev = async <T>(url: string) => body<T>(await app().inject({ method: 'POST', url }));
  /** The member's MAIN balance, major units. */
  const main = async (who = 'demo1') =>
    (await get<WalletList>('/wps/v2/wallets/list', who)).value.wallets.find((w) => w.wallet === 'MAIN')
      ?.balance ?? 0;
  const withdrawRaw = (payload: Record<string, unknown>, who = 'demo1') =>
    sendEnc(app(), 'POST', '/wps/wallet/withdraw', payload, { token: tok[who] ?? '' });
  const withdraw = async (payload: Record<string, unknown>, who = 'demo1') =>
    body<WithdrawCreated>(await withdrawRaw(payload, who));
  const proof = (orderId: string, data: Buffer, type = 'image/png') =>
    app().inject({
      method: 'POST',
      url: `/wps/wallet/withdraw/${orderId}/proof`,
      headers: { token: tok.demo1 ?? '', 'content-type': type },
      payload: data,
    });
  /** What the house clearing account holds for pending withdrawals, minor units. */
  const heldMinor = () =>
    app()
      .db.prepare<[], { s: number }>(
        `SELECT COALESCE(SUM(e.amount_minor), 0) AS s FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          WHERE a.kind = 'house' AND a.wallet = 'WITHDRAW_HELD'`,
      )
      .get()?.s ?? 0;
  /** A fresh requestId with prefix `p`. */
  const rid = (p: string) => `${p}-${++seq}`;
  /** Creates and approves a deposit; returns the order id. */
  async function deposit(amount: number, who = 'demo1'): Promise<string> {
    const created = await post<DepositCreated>(
      '/wps/wallet/deposit',
      { requestId: rid('dep'), methodId: 'bank', amount },
      who,
    );
    expect(created.success, created.message).toBe(true);
    expect((await dev<DepositOrder>(`/dev/payments/deposit/${created.value.orderId}/approve`)).success).toBe(
      true,
    );
    return created.value.orderId;
  }
  /** Places a dice bet of `stake` (win chance 49.5 %); returns the payout, major units. */
  async function diceBet(stake: number, who = 'demo1'): Promise<number> {
    const r = await post<{ payout: number }>(
      '/wps/inhouse/dice/bet',
      { requestId: rid('dice'), stake, target: 49.5, direction: 'under' },
      who,
    );
    expect(r.success, r.message).toBe(true);
    return r.value.payout;
  }
  return { get, postRaw, post, dev, main, withdrawRaw, withdraw, proof, heldMinor, rid, deposit, diceBet };
}
