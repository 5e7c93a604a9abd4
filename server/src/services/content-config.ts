import type { BrandHelp } from '../../../schemas/generated/api.ts';
import type { BrandProblem } from '../brand/types.ts';

/**
 * Counts the words of a feedback text (§5 "Feedback content between min and max words") with
 * `Intl.Segmenter` word segments, so a Chinese text counts its words too (each CJK character or
 * dictionary word is one). The site counts the same way (src/lib/api/content.ts `countWords`;
 * keep the two identical).
 */
export function countWords(text: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter('en', { granularity: 'word' }).segment(text))
    if (segment.isWordLike) words += 1;
  return words;
}

/**
 * The text of `text` in `language`, else in its base language (`zh` for `zh-TW`), else in
 * `fallback` (the site's default language, which every text has: {@link helpProblems}).
 */
export function pickText(text: Record<string, string>, language: string, fallback: string): string {
  const base = language.split('-')[0] ?? language;
  return text[language] ?? text[base] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}

/**
 * config:check rules of help.json beyond its schema: category and article ids unique, every
 * title and body written in the default language, `minWords` ≤ `maxWords`.
 */
export function helpProblems(help: BrandHelp, defaultLanguage: string, file: string): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const categories = new Set<string>();
  const articles = new Set<string>();
  help.categories.forEach((c, i) => {
    if (categories.has(c.id))
      problems.push({ file, pointer: `/categories/${i}/id`, message: `duplicate category id "${c.id}"` });
    categories.add(c.id);
    if (!c.title[defaultLanguage])
      problems.push({
        file,
        pointer: `/categories/${i}/title`,
        message: `has no text in the default language ${defaultLanguage}`,
      });
    c.articles.forEach((a, j) => {
      const at = `/categories/${i}/articles/${j}`;
      if (articles.has(a.id))
        problems.push({ file, pointer: `${at}/id`, message: `duplicate article id "${a.id}"` });
      articles.add(a.id);
      for (const key of ['title', 'content'] as const)
        if (!a[key][defaultLanguage])
          problems.push({
            file,
            pointer: `${at}/${key}`,
            message: `has no text in the default language ${defaultLanguage}`,
          });
    });
  });
  if (help.feedback.minWords > help.feedback.maxWords)
    problems.push({
      file,
      pointer: '/feedback/minWords',
      message: `minWords ${help.feedback.minWords} is above maxWords ${help.feedback.maxWords}`,
    });
  return problems;
}
