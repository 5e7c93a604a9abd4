// `npm run ledger:check [path/to/db]`: the read-only reconciliation of the reference server's books
// (server/src/ledger-check.ts). Exit 0 when every invariant holds, 1 with the offenders otherwise.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkLedger, LEDGER_CHECK_COUNT } from '../server/src/ledger-check.ts';

const path = resolve(process.argv[2] ?? process.env.LOTUS_DB ?? 'var/lotus.db');
if (!existsSync(path)) {
  console.error(`ledger:check: no database at ${path} (pass a path or set LOTUS_DB)`);
  process.exit(2);
}
const db = new Database(path, { readonly: true, fileMustExist: true });
const problems = checkLedger(db);
db.close();
if (problems.length === 0) {
  process.stdout.write(`ledger:check: ${path}: all ${LEDGER_CHECK_COUNT} invariants hold\n`);
} else {
  for (const problem of problems) {
    console.error(`✗ ${problem.check}`);
    for (const row of problem.rows) console.error(`    ${row}`);
  }
  process.exit(1);
}
