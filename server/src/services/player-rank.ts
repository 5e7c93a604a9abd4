import { fromMinor, toMinor } from '../../../core/money.ts';
import type {
  BrandSite,
  ClubLabel,
  PlayerRank,
  RankBenefits,
  RankRequirements,
} from '../../../schemas/generated/api.ts';
import type { BrandProblem } from '../brand/types.ts';

const DAY_MS = 86_400_000;

/** The requirement names, in the order the page shows them (docs/contract-vip.md). */
export const RANK_REQUIREMENTS = [
  'deposit',
  'validBet',
] as const satisfies readonly (keyof RankRequirements)[];

/** The money benefits (major units); `rebateRateBoost` is a fraction, checked by the schema. */
const MONEY_BENEFITS = [
  'levelUpBonus',
  'monthlyBonus',
  'birthdayGift',
] as const satisfies readonly (keyof RankBenefits)[];

const NO_REQUIREMENTS: RankRequirements = { deposit: 0, validBet: 0 };

/**
 * The start of the rank period at `now` (epoch ms): `now − rankPeriodDays` days, or null when the
 * brand counts the whole history (no `rankPeriodDays`). docs/contract-vip.md "Period".
 */
export function rankPeriodStart(site: BrandSite, now: number): number | null {
  return site.rankPeriodDays === undefined ? null : now - site.rankPeriodDays * DAY_MS;
}

/** What the member has counted over the period, minor units. */
export interface RankProgressMinor {
  deposit: number;
  validBet: number;
}

/**
 * The `GET /wps/relay/MCSFE_getPlayerRank` value (§2 Member centre playerRank; docs/contract-vip.md):
 * the brand ladder by `rankLevel` with requirements and benefits, the member's progress (major
 * units) and, below the top, the next rank with what is left of each requirement.
 *
 * @param site the brand's site.json (ladder `clubLabels`, `rankPeriodDays`, `currency.minorUnits`).
 * @param member `rankLevel` of the member (`users.rank_level`, null = none) and their `clubLabel`.
 * @param progress the member's deposit credits and valid bets since `since`, minor units.
 * @param since the period start (epoch ms) the progress was counted from, null = lifetime.
 */
export function playerRank(
  site: BrandSite,
  member: { rankLevel: number | null; clubLabel: ClubLabel | null },
  progress: RankProgressMinor,
  since: number | null,
): PlayerRank {
  const decimals = site.currency.minorUnits;
  const ladder = [...site.clubLabels].sort((a, b) => a.rankLevel - b.rankLevel);
  const ranks = ladder.map((r) => ({
    labelName: r.labelName,
    color: r.color,
    color2: r.color2,
    rankLevel: r.rankLevel,
    requirements: { ...(r.requirements ?? NO_REQUIREMENTS) },
    benefits: { ...r.benefits },
  }));
  const answer: PlayerRank = {
    clubLabel: member.clubLabel,
    periodDays: site.rankPeriodDays ?? null,
    ranks,
    progress: {
      deposit: fromMinor(progress.deposit, decimals),
      validBet: fromMinor(progress.validBet, decimals),
      since,
    },
  };
  const level = member.rankLevel;
  const next = ranks.find((r) => level === null || r.rankLevel > level);
  if (next) {
    const left = (key: keyof RankRequirements) =>
      Math.max(0, toMinor(next.requirements[key], decimals) - progress[key]);
    const remaining = { deposit: left('deposit'), validBet: left('validBet') };
    answer.next = {
      rankLevel: next.rankLevel,
      labelName: next.labelName,
      remaining: {
        deposit: fromMinor(remaining.deposit, decimals),
        validBet: fromMinor(remaining.validBet, decimals),
      },
      qualified: remaining.deposit === 0 && remaining.validBet === 0,
    };
  }
  return answer;
}

/** Whether `amount` (major) has at most `decimals` decimals. */
function fits(amount: number, decimals: number): boolean {
  const scaled = amount * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * Checks of the ladder's requirements and benefits that JSON Schema cannot express
 * (docs/contract-vip.md "Brand data"): money amounts with more decimals than the currency's
 * `minorUnits`; a requirement of a higher rank below the same requirement of a lower rank. Used by
 * `npm run config:check` and the server's brand loader.
 * @param file the file named in each problem (site.json).
 */
export function rankProblems(site: BrandSite, file: string): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const decimals = site.currency.minorUnits;
  const at = (pointer: string, message: string) => problems.push({ file, pointer, message });
  site.clubLabels.forEach((r, i) => {
    for (const key of RANK_REQUIREMENTS) {
      const amount = r.requirements?.[key];
      if (amount !== undefined && !fits(amount, decimals))
        at(`/clubLabels/${i}/requirements/${key}`, `${amount} has more than ${decimals} decimals`);
    }
    for (const key of MONEY_BENEFITS) {
      const amount = r.benefits?.[key];
      if (amount !== undefined && !fits(amount, decimals))
        at(`/clubLabels/${i}/benefits/${key}`, `${amount} has more than ${decimals} decimals`);
    }
  });
  const byLevel = site.clubLabels.map((r, i) => ({ r, i })).sort((a, b) => a.r.rankLevel - b.r.rankLevel);
  byLevel.forEach(({ r, i }, k) => {
    const lower = byLevel[k - 1]?.r;
    if (!lower) return;
    for (const key of RANK_REQUIREMENTS) {
      const mine = r.requirements?.[key] ?? 0;
      const below = lower.requirements?.[key] ?? 0;
      if (mine < below)
        at(
          `/clubLabels/${i}/requirements/${key}`,
          `${key} ${mine} of rank ${r.rankLevel} is below ${below} of the lower rank ${lower.rankLevel}`,
        );
    }
  });
  return problems;
}
