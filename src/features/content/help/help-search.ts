import type { HelpArticle, HelpCategory } from '../../../lib/api/content';

/** An article with the category it sits in. */
export interface FoundArticle {
  category: HelpCategory;
  article: HelpArticle;
}

/** The text of article HTML (tags and entities dropped) for searching. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Articles whose title or body contains every word of `query` (case-insensitive, in the active
 * language's texts); title matches first. An empty query finds nothing.
 */
export function searchHelp(categories: HelpCategory[], query: string): FoundArticle[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: (FoundArticle & { inTitle: boolean })[] = [];
  for (const category of categories)
    for (const article of category.articles) {
      const title = article.title.toLocaleLowerCase();
      const text = `${title} ${plainText(article.content).toLocaleLowerCase()}`;
      if (words.every((w) => text.includes(w)))
        found.push({ category, article, inTitle: words.every((w) => title.includes(w)) });
    }
  return found
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle))
    .map(({ category, article }) => ({ category, article }));
}

/** Footer links of older layouts used `?page=`; the same ids are articles now. */
export function articleParam(params: URLSearchParams): string | null {
  return params.get('article') ?? params.get('page');
}

/** The article with `id`, with its category. */
export function findArticle(categories: HelpCategory[], id: string | null): FoundArticle | null {
  if (!id) return null;
  for (const category of categories)
    for (const article of category.articles) if (article.id === id) return { category, article };
  return null;
}
