import type { Database } from 'better-sqlite3';
import type { BrandPromotion } from '../../schemas/generated/api.ts';
import { AppError } from './errors.ts';
import type { Repositories, Services } from './services/container.ts';
import { lastEndedRound, periodOf, roundMs, roundWindow, ticketsOf } from './services/promotions-rules.ts';

const SEEDED_KEY = 'seed:promotions';
const DAY = 86_400_000;
/** A png (signature and padding): the seeded applications' screenshot. */
const SCREENSHOT = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]).toString('base64')}`;

/**
 * The members whose promotion states the seed sets (docs/contract-promotions.md "Demo data");
 * demo1 stays fresh (every action available), player1, player4 and player5 are left alone (other
 * end-to-end tests own them), player6 is self-excluded.
 */
export const PROMOTION_PLAYERS = ['player2', 'player3', 'player7', 'player8'] as const;
type PromotionPlayer = (typeof PROMOTION_PLAYERS)[number];
type Action = BrandPromotion['action'];

/** The first brand promotion of an action type, with its action narrowed. */
function firstOf<T extends Action['type']>(
  catalogue: readonly BrandPromotion[],
  type: T,
): { promotion: BrandPromotion; action: Extract<Action, { type: T }> } | undefined {
  for (const promotion of catalogue)
    if (promotion.action.type === type)
      return { promotion, action: promotion.action as Extract<Action, { type: T }> };
  return undefined;
}

/** Runs a seeding step; a business refusal (an operator's brand where the step does not apply) skips it. */
function attempt(step: () => unknown): void {
  try {
    step();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/**
 * Seeds the promotion demo states once per database (a settings flag), after the agent tree
 * (player2…player8 and their four weeks of bets) exists. Every payout goes through the service,
 * so through the ledger, like a member's own call:
 * - the first `claim` promotion claimed by player8;
 * - the first `apply` promotion: player2's application waiting, player7's rejected with a reason,
 *   player8's issued;
 * - the first `join` promotion joined by player3 ten days ago (target reached: `claim`) and by
 *   player7 a day ago (`joined`);
 * - the raffle's last ended round drawn with winners player2 (rank 1, not claimed), player7 (rank
 *   2, claimed) and player3 (rank 3, not claimed); the open round is the current one;
 * - the red envelope: player8 opens every envelope of the seed day.
 *
 * @returns true when the promotions were seeded.
 */
export function seedPromotions(
  db: Database,
  services: Services,
  repos: Repositories,
  now: () => number,
): boolean {
  const { settings, users } = repos;
  if (settings.get(SEEDED_KEY) !== undefined) return false;
  const ids = new Map<string, number>();
  for (const name of PROMOTION_PLAYERS) {
    const user = users.findByUsername(name);
    if (!user) return false;
    ids.set(name, user.id);
  }
  const id = (name: PromotionPlayer): number => ids.get(name) ?? 0;
  const at = now();
  const { promotions, wallet } = services;
  const catalogue = promotions.catalogue();
  db.transaction(() => {
    if (settings.get(SEEDED_KEY) !== undefined) return;
    const claim = firstOf(catalogue, 'claim');
    if (claim)
      attempt(() =>
        promotions.action(id('player8'), {
          requestId: 'seed-promotion-claim',
          id: claim.promotion.id,
          action: 'claim',
        }),
      );

    const apply = firstOf(catalogue, 'apply');
    if (apply) {
      for (const name of ['player2', 'player7', 'player8'] as const)
        attempt(() =>
          promotions.apply(id(name), {
            id: apply.promotion.id,
            remark: `First deposit screenshot from ${name}`,
            images: [SCREENSHOT],
          }),
        );
      attempt(() => promotions.decide('player8', apply.promotion.id, 'issue'));
      attempt(() =>
        promotions.decide(
          'player7',
          apply.promotion.id,
          'reject',
          'The screenshot does not show the deposit reference.',
        ),
      );
    }

    const join = firstOf(catalogue, 'join');
    if (join)
      for (const [name, daysAgo] of [
        ['player3', 10],
        ['player7', 1],
      ] as const)
        repos.promotions.setParticipation(
          id(name),
          join.promotion.id,
          {
            status: 'joined',
            remark: '',
            reason: '',
            joinedAt: at - daysAgo * DAY,
            amountMinor: 0,
            transactionId: null,
          },
          at,
        );

    const raffle = firstOf(catalogue, 'raffle');
    if (raffle) {
      const period = periodOf(raffle.promotion);
      const length = roundMs(raffle.action);
      const roundNo = lastEndedRound(period, length, at);
      if (roundNo >= 1 && !repos.promotions.round(raffle.promotion.id, roundNo)) {
        const w = roundWindow(period, length, roundNo);
        const per = wallet.toMinor(raffle.action.ticketEvery);
        const tickets = new Map(
          repos.promotions
            .validBetsByMember(w.startsAt, w.endsAt)
            .map((r) => [r.userId, ticketsOf(r.stakeMinor, per)] as const),
        );
        const winners = (['player2', 'player7', 'player3'] as const)
          .slice(0, raffle.action.prizes.length)
          .map((name, i) => ({
            rank: i + 1,
            userId: id(name),
            tickets: Math.max(1, tickets.get(id(name)) ?? 0),
            prizeMinor: wallet.toMinor(raffle.action.prizes[i] ?? 0),
          }));
        // A winner holds at least one ticket: count the one given to a winner without bets.
        const totalTickets =
          [...tickets.values()].reduce((sum, n) => sum + n, 0) +
          winners.reduce((sum, x) => sum + Math.max(0, x.tickets - (tickets.get(x.userId) ?? 0)), 0);
        repos.promotions.insertDrawnRound(raffle.promotion.id, { ...w, totalTickets }, winners, w.endsAt);
        if (winners.length >= 2)
          attempt(() =>
            promotions.claimRaffle(id('player7'), {
              requestId: 'seed-raffle-claim',
              id: raffle.promotion.id,
              roundNo,
            }),
          );
      }
    }

    const envelope = firstOf(catalogue, 'redEnvelope');
    if (envelope)
      for (let n = 1; n <= envelope.action.opensPerDay; n++)
        attempt(() =>
          promotions.openRedEnvelope(id('player8'), {
            requestId: `seed-red-envelope-${n}`,
            id: envelope.promotion.id,
          }),
        );
    settings.setIfAbsent(SEEDED_KEY, String(at));
  })();
  return true;
}
