/**
 * `npm run config:check` — the operator check (issue 2): validates the brand configuration
 * (`server/brand/`, or `LOTUS_BRAND_DIR`) and the layout files (`layouts/`, or `LOTUS_LAYOUT_DIR`)
 * against their schemas and rules. Prints each problem as `file  JSON-pointer  what is wrong` and
 * exits non-zero when there is any. Every brand file of `BRAND_FILES` is checked, the lottery's
 * `lottery.json` included (stations named, schedules sound, every bet type priced in every prize mode).
 */
import { relative } from 'node:path';
import { validateBrandDir } from '../server/src/brand/validate';
import { validateLayoutDir } from './validate-layout-dir';

const brandDir = process.env.LOTUS_BRAND_DIR ?? 'server/brand';
const layoutDir = process.env.LOTUS_LAYOUT_DIR ?? 'layouts';

const problems = [...validateBrandDir(brandDir), ...validateLayoutDir(layoutDir)];
for (const p of problems) {
  process.stderr.write(`${relative(process.cwd(), p.file) || p.file}  ${p.pointer || '/'}  ${p.message}\n`);
}
if (problems.length > 0) {
  process.stderr.write(`config:check: ${problems.length} problem(s) found\n`);
  process.exit(1);
}
process.stdout.write(`config:check: ${brandDir} and ${layoutDir} are valid\n`);
