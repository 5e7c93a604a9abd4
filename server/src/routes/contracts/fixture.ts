import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ContractTerms, WageTier } from '../../../../schemas/generated/api.ts';
import { body, repositories, type EnvelopeBody } from '../../test-utils.ts';

/**
 * Test tree of the contract tests (built straight in the database; tokens from sessions, no
 * passwords):
 *
 *   ta (isAgent 1) ─┬─ tb (isAgent 2) ─┬─ tc (isAgent 2) ── y1
 *                   │                  ├─ x1, x2, x3 (players)
 *                   └─ tp (player)
 *   oa (isAgent 1, another tree) ── ob (isAgent 2)
 *   pl (player, no upline)
 */
export interface Tree {
  ids: Record<string, number>;
  tokens: Record<string, string>;
}

const MEMBERS: [name: string, isAgent: number, parent: string | null][] = [
  ['ta', 1, null],
  ['tb', 2, 'ta'],
  ['tc', 2, 'tb'],
  ['tp', 0, 'ta'],
  ['x1', 0, 'tb'],
  ['x2', 0, 'tb'],
  ['x3', 0, 'tb'],
  ['y1', 0, 'tc'],
  ['oa', 1, null],
  ['ob', 2, 'oa'],
  ['pl', 0, null],
];

/** Creates the tree; every member gets `deposit` major units on MAIN. */
export function buildTree(app: FastifyInstance, deposit = 10_000): Tree {
  const repos = repositories(app);
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const at = app.now();
  for (const [name, isAgent, parent] of MEMBERS) {
    const id = repos.users.insert({
      username: name,
      passwordHash: 'x',
      passwordChangedAt: at,
      createdAt: at,
      isAgent,
      parentId: parent === null ? null : (ids[parent] ?? null),
    });
    ids[name] = id;
    tokens[name] = app.services.sessions.create(id);
    if (deposit > 0)
      app.services.wallet.credit(id, app.services.wallet.toMinor(deposit), 'deposit', `fixture:${name}`);
  }
  return { ids, tokens };
}

let betSeq = 0;

/**
 * Records one settled bet of `userId` at `atMs` against the house (a real ledger transaction):
 * `stake` and `payout` in major units, `vendor` a vendor code (SAG = LIVE, PP = RNG) or INHOUSE.
 */
export function placeBet(
  app: FastifyInstance,
  userId: number,
  stake: number,
  payout: number,
  atMs: number,
  vendor = 'SAG',
): number {
  const repos = repositories(app);
  const w = app.services.wallet;
  return app.db.transaction(() => {
    const id = `fixture-bet-${++betSeq}`;
    const tx = w.settleWithin(userId, 'MAIN', w.toMinor(stake), w.toMinor(payout), `bet:${id}`, 'fixture');
    return repos.play.insertBet({
      userId,
      requestId: id,
      game: `${vendor} game`,
      gameId: null,
      vendor,
      wallet: 'MAIN',
      stakeMinor: w.toMinor(stake),
      payoutMinor: w.toMinor(payout),
      transactionId: tx,
      createdAt: atMs,
    });
  })();
}

/** A wage tier. */
export const tier = (
  minTeamValidBet: number,
  minActiveMembers: number,
  rate: number,
  mode: WageTier['mode'] = 'percent',
  cap?: number,
): WageTier => ({ minTeamValidBet, minActiveMembers, mode, rate, ...(cap === undefined ? {} : { cap }) });

/** Daily-wage terms: 0.5 % from 100, 1 % from 1000 with 2 active, 1.5 % (cap 50) from 5000 with 3. */
export const DAILY: ContractTerms = {
  kind: 'dailyWage',
  tiers: [tier(100, 0, 0.5), tier(1000, 2, 1), tier(5000, 3, 1.5, 'percent', 50)],
};

/** Request helpers as a member of the tree. */
export function contractHelpers(app: () => FastifyInstance, tree: () => Tree) {
  let seq = 0;
  const headers = (who: string) => ({ token: tree().tokens[who] ?? '' });
  const get = async <T>(url: string, who: string) =>
    body<T>(await app().inject({ url, headers: headers(who) }));
  const postRaw = (url: string, payload: unknown, who: string) =>
    app().inject({ method: 'POST', url, headers: headers(who), payload: payload as Record<string, unknown> });
  const post = async <T>(url: string, payload: unknown, who: string) =>
    body<T>(await postRaw(url, payload, who));
  const rid = () => `offer-${++seq}`;
  /** Asserts success and returns the value. */
  const okValue = <T>(r: EnvelopeBody<T>): T => {
    expect(r.success, `${r.code ?? ''} ${r.message}`).toBe(true);
    return r.value;
  };
  return { get, postRaw, post, rid, okValue };
}
