import type { BrandPoints, LocalizedText } from '../../../schemas/generated/api.ts';
import type { BrandProblem } from '../brand/types.ts';

/**
 * Cross-field checks of `server/brand/points.json` (docs/contract-points.md "Brand data") that the
 * JSON Schema cannot express: reward ids and category game types unique; every reward priced in
 * points and/or amount; `bonusAmount` on bonus rewards and only there; the convert `step` divides
 * `min`. Used by `npm run config:check` and by the server's brand loader.
 * @param file the file named in each problem.
 */
export function pointsProblems(points: BrandPoints, file: string): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const at = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const seenTypes = new Set<string>();
  points.categories.forEach((c, i) => {
    if (seenTypes.has(c.gameType)) at(`/categories/${i}/gameType`, `duplicate gameType ${c.gameType}`);
    seenTypes.add(c.gameType);
  });
  const seenIds = new Set<string>();
  points.rewards.forEach((r, i) => {
    if (seenIds.has(r.rewardId)) at(`/rewards/${i}/rewardId`, `duplicate rewardId ${r.rewardId}`);
    seenIds.add(r.rewardId);
    if (r.points === 0 && r.amount === 0)
      at(`/rewards/${i}`, 'a reward needs points and/or an amount (both are 0)');
    if (r.type === 'bonus' && r.bonusAmount === undefined)
      at(`/rewards/${i}/bonusAmount`, 'a bonus reward needs a bonusAmount');
    if (r.type !== 'bonus' && r.bonusAmount !== undefined)
      at(`/rewards/${i}/bonusAmount`, `only bonus rewards pay a bonusAmount (this one is ${r.type})`);
  });
  if (points.convert.min % points.convert.step !== 0)
    at('/convert/step', `step ${points.convert.step} does not divide min ${points.convert.min}`);
  return problems;
}

/**
 * The text of `language` (exact, then its base language `zh` of `zh-CN`, then `en`).
 * @param text a brand {@link LocalizedText} (`en` is required by the schema).
 */
export function localized(text: LocalizedText, language: string | undefined): string {
  if (language) {
    const exact = text[language];
    if (exact) return exact;
    const base = language.split('-')[0] ?? '';
    const found = Object.entries(text).find(([key]) => key.split('-')[0] === base)?.[1];
    if (found) return found;
  }
  return text.en ?? '';
}
