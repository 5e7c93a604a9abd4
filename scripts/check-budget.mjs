#!/usr/bin/env node
// Bundle-size budget (issue 2): initial JavaScript for `/` at most 150 KB gzip, and RJSF / ajv only
// in lazy chunks. Reads dist/.vite/chunk-graph.json written by the build (vite.config.ts).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

export const BUDGET_BYTES = 150 * 1024;
const LAZY_ONLY = [/node_modules\/@rjsf\//, /node_modules\/ajv/];

const dist = join(process.cwd(), 'dist');
let graph;
try {
  graph = JSON.parse(readFileSync(join(dist, '.vite', 'chunk-graph.json'), 'utf8'));
} catch {
  console.error('budget: dist/.vite/chunk-graph.json is missing — run `npm run build` first');
  process.exit(1);
}

const entries = Object.entries(graph)
  .filter(([, c]) => c.isEntry)
  .map(([f]) => f);
const initial = new Set();
const visit = (file) => {
  if (initial.has(file) || !graph[file]) return;
  initial.add(file);
  for (const dep of graph[file].imports) visit(dep);
};
entries.forEach(visit);

let total = 0;
const rows = [];
for (const file of initial) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push(`  ${file}  ${(size / 1024).toFixed(1)} KB`);
}
const offenders = [];
for (const file of initial) {
  for (const mod of graph[file].modules)
    if (LAZY_ONLY.some((re) => re.test(mod))) offenders.push(`${file}: ${mod}`);
}

process.stdout.write(
  `budget: initial JavaScript for / = ${(total / 1024).toFixed(1)} KB gzip (limit ${BUDGET_BYTES / 1024} KB)\n`,
);
process.stdout.write(`${rows.join('\n')}\n`);
let failed = false;
if (total > BUDGET_BYTES) {
  console.error('budget: FAILED — the initial JavaScript is over budget');
  failed = true;
}
if (offenders.length) {
  console.error(
    `budget: FAILED — RJSF/ajv are in the initial chunks:\n  ${offenders.slice(0, 10).join('\n  ')}`,
  );
  failed = true;
}
const lazyForms = Object.values(graph).some((c) => !c.isEntry && c.modules.some((m) => LAZY_ONLY[0].test(m)));
if (!lazyForms) {
  console.error('budget: FAILED — no lazy chunk contains RJSF; the forms are not code-split as expected');
  failed = true;
}
if (failed) process.exit(1);
process.stdout.write('budget: ok\n');
