/**
 * `npm run messages:extract`: writes `server/src/i18n/messages/en.json`, the ids of every message
 * the server can answer a player with (server/src/i18n/extract.ts), and lists per language the ids
 * its catalogue still lacks. Run it after adding or changing a `fail()`, `invalid()` or
 * `new AppError()` message, then translate the listed ids.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES_DIR } from '../server/src/i18n/catalogue.ts';
import { extractMessageIds } from '../server/src/i18n/extract.ts';

/** The script's report, one line each (its output, not debugging). */
const report = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const { ids, dynamic } = extractMessageIds();
const english = Object.fromEntries(ids.map((id) => [id, id]));
writeFileSync(join(MESSAGES_DIR, 'en.json'), `${JSON.stringify(english, null, 2)}\n`);
report(`en.json: ${ids.length} messages`);
if (dynamic.length > 0) report(`not written in place (no id): ${dynamic.join(', ')}`);
for (const file of readdirSync(MESSAGES_DIR).filter((name) => name.endsWith('.json') && name !== 'en.json')) {
  const path = join(MESSAGES_DIR, file);
  const catalogue = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>)
    : {};
  const missing = ids.filter((id) => !catalogue[id]);
  if (missing.length > 0) report(`${file}: ${missing.length} to translate`);
}
