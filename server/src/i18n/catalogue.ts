import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths.ts';

/**
 * The server's message catalogue (issue 15: "the server's messages that reach the player come
 * from a catalogue chosen by the `Language` header, in every language").
 *
 * gettext-style: a message's id is its English text as the code writes it, with each
 * interpolation replaced by a positional placeholder `{0}`, `{1}`, … (a field path, a number, an
 * amount in major units). `server/src/i18n/messages/en.json` holds every id (written by `npm run
 * messages:extract`, which reads the `fail()`, `invalid()` and `new AppError()` calls of the
 * server and the rule problems of `core/`); `<language>.json` maps each id to its translation,
 * placeholders in any order. The error handler renders an envelope's `message` in the caller's
 * language with {@link localize}; a message no id matches (operator text such as the maintenance
 * notice) is sent as written.
 */

/** Folder of the catalogue files, one `<language>.json` per language of the site (§9). */
export const MESSAGES_DIR = join(REPO_ROOT, 'server', 'src', 'i18n', 'messages');

/** One language's catalogue: message id → translation. */
export type Catalogue = Record<string, string>;

/**
 * Messages the validation and error plugins write from ajv's keyword errors and Fastify's client
 * errors (not from a `fail()` call), in the same id form. `{0}` is the field path
 * (`body/amount`), `{1}` the keyword's limit or name.
 */
export const PLUGIN_MESSAGES: readonly string[] = [
  '{0} is required',
  '{0} is invalid',
  '{0} must be {1}',
  '{0} must be >= {1}',
  '{0} must be > {1}',
  '{0} must be <= {1}',
  '{0} must be < {1}',
  '{0} must NOT have more than {1} characters',
  '{0} must NOT have fewer than {1} characters',
  '{0} must NOT have more than {1} items',
  '{0} must NOT have fewer than {1} items',
  '{0} must match pattern {1}',
  '{0} must match format {1}',
  '{0} must be equal to one of the allowed values',
  '{0} must be equal to constant',
  '{0} must be multiple of {1}',
  '{0} must NOT have additional properties',
  '{0} must match a schema in anyOf',
  '{0} must match exactly one schema in oneOf',
  'Request body is too large',
  'Unsupported content type',
  'Malformed request: {0}',
  'Internal server error',
];

interface Pattern {
  id: string;
  regex: RegExp;
  /** Placeholder number of each capture group, in order. */
  slots: number[];
  /** Characters outside placeholders: the most specific id wins when several match. */
  literal: number;
}

const PLACEHOLDER = /\{(\d+)\}/g;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The matcher of one id: literal text exactly, each placeholder one or more characters. */
function patternOf(id: string): Pattern {
  const slots: number[] = [];
  let source = '';
  let last = 0;
  for (const match of id.matchAll(PLACEHOLDER)) {
    source += escapeRegex(id.slice(last, match.index));
    source += '(.+?)';
    slots.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  source += escapeRegex(id.slice(last));
  return { id, regex: new RegExp(`^${source}$`, 's'), slots, literal: id.replace(PLACEHOLDER, '').length };
}

/** Fills `{n}` placeholders of `text` from `values`. */
export function fill(text: string, values: readonly string[]): string {
  return text.replace(PLACEHOLDER, (whole, n: string) => values[Number(n)] ?? whole);
}

/**
 * The catalogues of every language and the matcher of every id, read once from
 * {@link MESSAGES_DIR}.
 */
export class MessageCatalogue {
  readonly languages: ReadonlyMap<string, Catalogue>;
  private readonly patterns: Pattern[];

  constructor(catalogues: ReadonlyMap<string, Catalogue>) {
    this.languages = catalogues;
    const ids = Object.keys(catalogues.get('en') ?? {});
    this.patterns = ids.map(patternOf).sort((a, b) => b.literal - a.literal);
  }

  /** Reads every `<language>.json` of `dir` (default {@link MESSAGES_DIR}). */
  static load(dir: string = MESSAGES_DIR): MessageCatalogue {
    const catalogues = new Map<string, Catalogue>();
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      catalogues.set(
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue,
      );
    }
    return new MessageCatalogue(catalogues);
  }

  /**
   * The catalogue language of a `Language` header: the exact code (`zh-CN`, `pt-BR`), else its
   * primary subtag (`vi-VN` → `vi`); null for English, a missing header or a language without a
   * catalogue.
   */
  languageOf(header: string | string[] | undefined): string | null {
    const raw = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!raw) return null;
    const exact = [...this.languages.keys()].find((code) => code.toLowerCase() === raw.toLowerCase());
    const code = exact ?? raw.split(/[-_]/)[0]?.toLowerCase() ?? '';
    return code !== 'en' && this.languages.has(code) ? code : null;
  }

  /**
   * The id a message was written from and its placeholder values, or null when no id matches.
   * @param message - an envelope message in English, as the code wrote it
   */
  match(message: string): { id: string; values: string[] } | null {
    for (const pattern of this.patterns) {
      const found = pattern.regex.exec(message);
      if (!found) continue;
      const values: string[] = [];
      pattern.slots.forEach((slot, i) => {
        values[slot] = found[i + 1] ?? '';
      });
      return { id: pattern.id, values };
    }
    return null;
  }

  /**
   * `message` in the language of the `Language` header; the message itself when the language is
   * English or unknown, or when no id matches it.
   */
  localize(message: string, header: string | string[] | undefined): string {
    const language = this.languageOf(header);
    if (language === null) return message;
    const found = this.match(message);
    const translation = found ? this.languages.get(language)?.[found.id] : undefined;
    return found && translation ? fill(translation, found.values) : message;
  }
}
