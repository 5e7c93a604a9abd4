/**
 * `npm run config:check` — the operator check (issue 2): validates the brand configuration
 * (`server/brand/`, or `LOTUS_BRAND_DIR`) and the layout files (`layouts/`, or `LOTUS_LAYOUT_DIR`)
 * against their schemas and rules. Prints each problem as `file  JSON-pointer  what is wrong` and
 * exits non-zero when there is any. Every brand file of `BRAND_FILES` is checked, the lottery's
 * `lottery.json` included (stations named, schedules sound, every bet type priced in every prize mode),
 * and `points.json` (rewards priced, bonus amounts on bonus rewards only, convert step dividing min).
 * Every `/brand/...` image a brand file names (and index.html's favicon) must exist in
 * `<brandDir>/assets/` (issue 11 "Broken images first"), and every help-centre link of the layouts
 * (`/help?article=…`) must name an article of `help.json`.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrandPromotion } from '../schemas/generated/api';
import { validateBrandDir } from '../server/src/brand/validate';
import { promotionProblems } from '../server/src/services/promotions-rules';
import {
  brandAssetReferences,
  missingBrandAssets,
  type BrandAssetReference,
} from '../server/src/plugins/brand-assets';
import { helpArticleLinkProblems } from './help-article-links';
import { validateLayoutDir } from './validate-layout-dir';

const brandDir = process.env.LOTUS_BRAND_DIR ?? 'server/brand';
const layoutDir = process.env.LOTUS_LAYOUT_DIR ?? 'layouts';

/** The `/brand/...` URLs the site's own page names (favicon, touch icon), as `index.html#line N`. */
function siteReferences(file: string): BrandAssetReference[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(/(?:href|src|content)="(\/brand\/[^"]+)"/g)].map((match) => ({
      file,
      pointer: `line ${index + 1}`,
      url: match[1]!,
    })),
  );
}

/** promotions.json's rules beyond its schema (docs/contract-promotions.md), once the file is valid. */
function promotionFileProblems(dir: string, schemaValid: boolean): ReturnType<typeof promotionProblems> {
  if (!schemaValid) return [];
  const file = join(dir, 'promotions.json');
  return promotionProblems(JSON.parse(readFileSync(file, 'utf8')) as BrandPromotion[], file);
}

const brandProblems = validateBrandDir(brandDir);
const problems = [
  ...brandProblems,
  ...promotionFileProblems(brandDir, !brandProblems.some((p) => p.file.endsWith('promotions.json'))),
  ...missingBrandAssets(brandDir, [...brandAssetReferences(brandDir), ...siteReferences('index.html')]),
  ...validateLayoutDir(layoutDir),
  ...helpArticleLinkProblems(layoutDir, brandDir),
];
for (const p of problems) {
  process.stderr.write(`${relative(process.cwd(), p.file) || p.file}  ${p.pointer || '/'}  ${p.message}\n`);
}
if (problems.length > 0) {
  process.stderr.write(`config:check: ${problems.length} problem(s) found\n`);
  process.exit(1);
}
process.stdout.write(`config:check: ${brandDir} and ${layoutDir} are valid\n`);
