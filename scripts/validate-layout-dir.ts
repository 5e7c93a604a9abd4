import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateLayoutFile, type LayoutIssue } from '../src/layout/validate';

/**
 * Node-only: validates every `*.json` file of a layout directory (normally `layouts/`) against
 * schemas/layout.schema.json plus the engine's own rules (unique ids and paths, default panel
 * page). For `npm run config:check` and tests/unit/layouts.test.ts.
 *
 * @param dir directory to read (not recursive)
 * @returns one `{ file, pointer, message }` per problem; `file` is `dir/name`; empty when all
 *          files are valid. Unreadable or non-JSON files are reported, not thrown.
 */
export function validateLayoutDir(dir: string): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of names) {
    const file = join(dir, name);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      issues.push({
        file,
        pointer: '',
        message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      });
      continue;
    }
    issues.push(...validateLayoutFile(data, file));
  }
  return issues;
}
