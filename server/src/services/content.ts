import type {
  BrandHelpCategory,
  FeedbackItem,
  FeedbackPage,
  FeedbackRequest,
  HelpCenter,
  HelpCenterQuery,
  Notice,
  PopupList,
  WinnerBoard,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { AppError, fail, invalid } from '../errors.ts';
import type { ContentRepository } from '../repositories/content.ts';
import type { UsersRepository } from '../repositories/users.ts';
import { countWords, pickText } from './content-config.ts';
import { sniffImage } from './member-centre.ts';
import type { WalletService } from './wallet.ts';

/** Feedbacks one member may send per hour (a flood of 24 MB bodies is refused early). */
export const FEEDBACK_PER_HOUR = 10;
/** How far back the winners board looks for big wins (ms): 30 days. */
export const WINNERS_WINDOW_MS = 30 * 24 * 3_600_000;

const HOUR_MS = 3_600_000;

export interface ContentDeps {
  repo: ContentRepository;
  users: UsersRepository;
  wallet: WalletService;
  brand: BrandStore;
  now: () => number;
}

const unsupportedImage = (i: number) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `Image ${i + 1}: only png or jpg images are accepted`, {
    statusCode: 415,
  });

/** `pl***1`: the first two characters and the last one of a username (winners board). */
export function maskPlayer(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1] ?? ''}`;
}

/**
 * Site content (docs/contract-content.md, issue 11): the member's pending popups and their seen
 * marks (§4 after-login modal), the help centre per language (§7 help centre), feedback with
 * images and the operator's replies (§7 feedback, §5 words and images), the winners board (§1,
 * §3 winner entry). Brand data: announcements.json (popups), help.json (articles, feedback rules).
 */
export class ContentService {
  constructor(private readonly d: ContentDeps) {}

  private popupsOf(userId: number): Notice[] {
    const seen = this.d.repo.seenPopupIds(userId);
    return [...this.d.brand.current().announcements.popup]
      .filter((n) => !seen.has(n.id))
      .sort((a, b) => b.date.localeCompare(a.date));
  }

  /** `GET /wps/content/popups`: the member's popups (PU) not yet seen, newest first. */
  pendingPopups(userId: number): PopupList {
    return { popups: this.popupsOf(userId) };
  }

  /**
   * `PUT /wps/content/popups/seen`: marks popups seen (idempotent).
   * @returns the popups still pending.
   * @throws AppError 400 `VALIDATION` when an id is not a popup notice.
   */
  markPopupsSeen(userId: number, ids: readonly number[]): PopupList {
    const popupIds = new Set(this.d.brand.current().announcements.popup.map((n) => n.id));
    ids.forEach((id, i) => {
      if (!popupIds.has(id)) throw invalid(`body/ids/${i}`, 'is not a popup notice');
    });
    this.d.repo.markPopupsSeen(userId, ids, this.d.now());
    return this.pendingPopups(userId);
  }

  /**
   * `GET /wps/system/helpCenter`: categories and articles in `language` (query, else the
   * `Language` header), falling back per text to the site's default language; `category` or
   * `article` narrows the answer to one category (the article's).
   * @throws AppError `NOT_FOUND` for an unknown category or article id.
   */
  helpCenter(query: HelpCenterQuery, header: string | undefined): HelpCenter {
    const b = this.d.brand.current();
    const fallback = b.site.defaultLanguage;
    const wanted = query.language ?? header ?? fallback;
    const language = b.site.languages.includes(wanted) ? wanted : fallback;
    let categories: BrandHelpCategory[] = b.help.categories;
    if (query.article !== undefined) {
      const id = query.article;
      categories = categories.filter((c) => c.articles.some((a) => a.id === id));
      if (categories.length === 0) throw fail('NOT_FOUND', `No help article '${id}'`);
    } else if (query.category !== undefined) {
      const id = query.category;
      categories = categories.filter((c) => c.id === id);
      if (categories.length === 0) throw fail('NOT_FOUND', `No help category '${id}'`);
    }
    return {
      language,
      categories: categories.map((c) => ({
        id: c.id,
        title: pickText(c.title, language, fallback),
        articles: c.articles.map((a) => ({
          id: a.id,
          title: pickText(a.title, language, fallback),
          content: pickText(a.content, language, fallback),
        })),
      })),
      feedback: { ...b.help.feedback },
    };
  }

  /**
   * `PUT /wps/feedback`: checks and stores a member's feedback. Images are `data:` URLs whose
   * bytes must be PNG or JPEG by signature (a gif renamed .png is refused), each at most
   * `maxImageBytes` decoded, at most `maxImages`.
   * @throws AppError 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT` | 400 `VALIDATION` (type, words, image
   *   encoding) | `TOO_MANY_IMAGES` | 413 `PAYLOAD_TOO_LARGE` | 415 `UNSUPPORTED_MEDIA_TYPE` |
   *   429 `RATE_LIMITED`.
   */
  sendFeedback(userId: number, body: FeedbackRequest): FeedbackItem {
    const user = this.d.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    if (user.type === 4) throw fail('TRIAL_ACCOUNT', 'A real account is needed');
    const rules = this.d.brand.current().help.feedback;
    if (!rules.types.includes(body.type))
      throw invalid('body/type', `must be one of ${rules.types.join(', ')}`);
    const content = body.content.trim();
    const words = countWords(content);
    if (words < rules.minWords || words > rules.maxWords)
      throw new AppError(
        'VALIDATION',
        `body/content must have between ${rules.minWords} and ${rules.maxWords} words (it has ${words})`,
        { statusCode: 400, value: { words, minWords: rules.minWords, maxWords: rules.maxWords } },
      );
    const urls = body.images ?? [];
    if (urls.length > rules.maxImages)
      throw fail('TOO_MANY_IMAGES', `At most ${rules.maxImages} images can be attached`);
    const images = urls.map((url, i) => {
      const m = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(url);
      if (!m) throw invalid(`body/images/${i}`, 'must be a base64 data: URL');
      const declared = (m[1] ?? '').toLowerCase();
      if (declared !== 'image/png' && declared !== 'image/jpeg' && declared !== 'image/jpg')
        throw unsupportedImage(i);
      const data = Buffer.from(m[2] ?? '', 'base64');
      if (data.length > rules.maxImageBytes)
        throw new AppError('PAYLOAD_TOO_LARGE', `Image ${i + 1} is too large (5MB at most)`, {
          statusCode: 413,
        });
      const mime = sniffImage(data);
      if (!mime) throw unsupportedImage(i);
      return { mime, data };
    });
    const now = this.d.now();
    if (this.d.repo.countFeedbackSince(userId, now - HOUR_MS) >= FEEDBACK_PER_HOUR)
      throw new AppError('RATE_LIMITED', 'Too many feedbacks, please try again later', {
        statusCode: 429,
        headers: { 'retry-after': '3600' },
      });
    const id = this.d.repo.insertFeedback(userId, body.type, content, images, now);
    const item = this.items([this.d.repo.feedback(id)].flatMap((r) => (r ? [r] : [])))[0];
    if (!item) throw new Error(`feedback ${id} vanished`);
    return item;
  }

  private items(rows: ReturnType<ContentRepository['feedbackPage']>['rows']): FeedbackItem[] {
    const images = this.d.repo.imagesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      content: r.content,
      createdAt: new Date(r.created_at).toISOString(),
      images: images
        .filter((i) => i.feedback_id === r.id)
        .map((i) => ({ id: i.id, mime: i.mime, bytes: i.bytes })),
      status: r.reply === null ? 'open' : 'replied',
      reply:
        r.reply === null
          ? null
          : { content: r.reply, repliedAt: new Date(r.replied_at ?? r.created_at).toISOString() },
    }));
  }

  /** `GET /wps/feedback`: the member's feedback, newest first, with the operator's replies. */
  feedbackList(userId: number, pageNo: number, pageSize: number): FeedbackPage {
    const { rows, total } = this.d.repo.feedbackPage(userId, (pageNo - 1) * pageSize, pageSize);
    return { list: this.items(rows), total, totalPages: Math.ceil(total / pageSize) };
  }

  /**
   * `GET /wps/feedback/image`: one of the member's own feedback images.
   * @throws AppError `NOT_FOUND` when it does not exist or is another member's.
   */
  feedbackImage(userId: number, id: number): { mime: string; data: Buffer } {
    const image = this.d.repo.image(id);
    if (!image || image.user_id !== userId) throw fail('NOT_FOUND', 'No such image');
    return { mime: image.mime, data: image.data };
  }

  /**
   * The operator's reply to a feedback (seed and development tools; there is no operator API).
   * @throws AppError `NOT_FOUND` for an unknown feedback.
   */
  reply(feedbackId: number, content: string): void {
    if (!this.d.repo.setReply(feedbackId, content, this.d.now()))
      throw fail('NOT_FOUND', `No feedback ${feedbackId}`);
  }

  /**
   * `GET /wps/relay/ODSFE2_getWinnerBoard`: the `count` biggest wins (payout above stake) of the
   * last 30 days, or of all time when there were none; prize = payout in major units.
   */
  winnerBoard(count: number): WinnerBoard {
    const now = this.d.now();
    let rows = this.d.repo.bigWins(now - WINNERS_WINDOW_MS, count);
    if (rows.length === 0) rows = this.d.repo.bigWins(0, count);
    const symbol = this.d.brand.current().site.currency.symbol;
    return {
      list: rows.map((r) => ({
        player: maskPlayer(r.username),
        gameName: r.game_name,
        prize: this.d.wallet.toMajor(r.payout_minor),
        currencySymbol: symbol,
        wonAt: new Date(r.created_at).toISOString(),
      })),
    };
  }
}
