import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandProblem } from '../server/src/brand/types';
import { jsonStrings } from '../server/src/plugins/brand-assets';

/** The `article` of a help-centre link (`/help?article=terms`, `/helpmc?…&article=…`), or null. */
function articleOf(value: string): string | null {
  const match = /^\/help(?:mc)?\?(.*)$/.exec(value);
  return match ? new URLSearchParams(match[1]).get('article') : null;
}

/**
 * Help-centre links of the layout files that name no article of the brand's help centre
 * (issue 11 "the footer's terms, privacy and responsibility links land on real articles"): every
 * string `/help?article=<id>` or `/helpmc?…article=<id>` in `<layoutDir>/*.json` must name an
 * article id of `<brandDir>/help.json` (`categories[].articles[].id`). An unreadable file is left
 * to the schema checks.
 * @returns one problem per link to a missing article, with the layout file and JSON pointer.
 */
export function helpArticleLinkProblems(layoutDir: string, brandDir: string): BrandProblem[] {
  let articles: Set<string>;
  try {
    const help = JSON.parse(readFileSync(join(brandDir, 'help.json'), 'utf8')) as {
      categories?: { articles?: { id?: string }[] }[];
    };
    articles = new Set(
      (help.categories ?? []).flatMap((category) => (category.articles ?? []).map((article) => article.id)),
    ) as Set<string>;
  } catch {
    return [];
  }
  const problems: BrandProblem[] = [];
  for (const name of readdirSync(layoutDir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = join(layoutDir, name);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    for (const [pointer, value] of jsonStrings(data)) {
      const article = articleOf(value);
      if (article !== null && !articles.has(article))
        problems.push({
          file,
          pointer,
          message: `links to help article "${article}", which help.json does not have`,
        });
    }
  }
  return problems;
}
