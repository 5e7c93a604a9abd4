import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Announcements,
  FeedbackItem,
  FeedbackPage,
  HelpCenter,
  LoginValue,
  PopupList,
  WinnerBoard,
} from '../../../../schemas/generated/api.ts';
import { BIG_PNG, dataUrl, expectFailure, GIF, JPG, PNG } from '../../money-test-utils.ts';
import { countWords } from '../../services/content-config.ts';
import { maskPlayer } from '../../services/content.ts';
import { body, createTestApp, login, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['popup1', 'Popup1234'],
    ['trial1', 'Trial1234'],
    ['down1', 'Down1234'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
});
afterAll(async () => t.close());

const get = async <T>(url: string, who?: string, headers: Record<string, string> = {}) =>
  body<T>(await t.app.inject({ url, headers: { ...(who ? { token: tok[who] ?? '' } : {}), ...headers } }));
const putRaw = (url: string, payload: unknown, who?: string) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: who ? { token: tok[who] ?? '' } : {},
    payload: payload as Record<string, unknown>,
  });

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('answers the five types; H is the headline group; visitors get no boot popups by default', async () => {
    const all = (await get<Announcements>('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,H')).value;
    expect(all.player.length + all.popup.length + (all.headline ?? []).length).toBeGreaterThanOrEqual(12);
    expect(all.headline?.map((n) => n.id)).toEqual([20, 21]);
    expect(all.popupForVisitors).toBe(false);
    const h = (await get<Announcements>('/wps/relay/MCSFE_getListAnnouncements?types=H')).value;
    expect(h.player).toEqual([]);
    expect(h.popup).toEqual([]);
    expect(h.headline?.length).toBe(2);
    const pl = (await get<Announcements>('/wps/relay/MCSFE_getListAnnouncements?types=PL,X')).value;
    expect(pl.headline).toEqual([]);
    expect(pl.player.length).toBe(14);
  });
});

describe('popups after log-in', () => {
  it('refuses visitors', async () => {
    expect((await t.app.inject({ url: '/wps/content/popups' })).statusCode).toBe(401);
    expect((await putRaw('/wps/content/popups/seen', { ids: [10] })).statusCode).toBe(401);
  });

  it('shows a member the popups they have not seen, once', async () => {
    const first = (await get<PopupList>('/wps/content/popups', 'popup1')).value.popups;
    expect(first.map((n) => n.id)).toEqual([16, 10]);
    const after = body<PopupList>(await putRaw('/wps/content/popups/seen', { ids: [16] }, 'popup1'));
    expect(after.value.popups.map((n) => n.id)).toEqual([10]);
    // Seeing again is harmless; both seen → nothing pending, also on a new log-in.
    await putRaw('/wps/content/popups/seen', { ids: [16, 10] }, 'popup1');
    await putRaw('/wps/content/popups/seen', { ids: [10] }, 'popup1');
    const again = await tokenFor(t.app, 'popup1', 'Popup1234');
    const pending = body<PopupList>(
      await t.app.inject({ url: '/wps/content/popups', headers: { token: again } }),
    );
    expect(pending.value.popups).toEqual([]);
  });

  it('the seeded accounts have seen the popups already (only popup1 and welcome1 get them)', async () => {
    expect((await get<PopupList>('/wps/content/popups', 'demo1')).value.popups).toEqual([]);
  });

  it('refuses ids that are not popups and malformed bodies', async () => {
    const res = await putRaw('/wps/content/popups/seen', { ids: [1] }, 'demo1');
    expectFailure(res, 'VALIDATION', 400);
    expect(res.json<{ message: string }>().message).toContain('ids/0');
    expectFailure(await putRaw('/wps/content/popups/seen', { ids: [] }, 'demo1'), 'VALIDATION', 400);
    expectFailure(await putRaw('/wps/content/popups/seen', { ids: ['x'] }, 'demo1'), 'VALIDATION', 400);
    expectFailure(await putRaw('/wps/content/popups/seen', {}, 'demo1'), 'VALIDATION', 400);
  });
});

describe('first log-in and forced password change', () => {
  it('welcome1 logs in first time once: the server clears firstTimeLogin', async () => {
    const first = body<LoginValue>(await login(t.app, 'welcome1', 'Welcome1234'));
    expect(first.value.firstTimeLogin).toBe(true);
    expect(first.value.user.mustChangePassword).toBe(false);
    const popups = body<PopupList>(
      await t.app.inject({ url: '/wps/content/popups', headers: { token: first.value.token } }),
    );
    expect(popups.value.popups.length).toBe(2);
    const second = body<LoginValue>(await login(t.app, 'welcome1', 'Welcome1234'));
    expect(second.value.firstTimeLogin).toBe(false);
  });

  it('secret1 (default password) must change it: flagged at log-in, money calls refused', async () => {
    const res = body<LoginValue>(await login(t.app, 'secret1', '{secret}'));
    expect(res.value.user.mustChangePassword).toBe(true);
    const balance = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { token: res.value.token },
      payload: { from: 'MAIN', to: 'PG', amount: 1, requestId: 'content-test-1' },
    });
    expect(balance.json<{ code: string }>().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});

describe('GET /wps/system/helpCenter', () => {
  const ids = (h: HelpCenter) => h.categories.flatMap((c) => c.articles.map((a) => a.id));

  it('lists categories and articles, chosen by the Language header', async () => {
    const en = (await get<HelpCenter>('/wps/system/helpCenter', undefined, { language: 'en' })).value;
    expect(en.language).toBe('en');
    for (const id of [
      'terms',
      'privacy',
      'responsible-gaming',
      'how-to-deposit',
      'how-to-withdraw',
      'account-security',
      'faq',
    ])
      expect(ids(en)).toContain(id);
    const terms = en.categories.flatMap((c) => c.articles).find((a) => a.id === 'terms');
    expect(terms?.title).toBe('Terms and conditions');
    expect(en.feedback).toMatchObject({ minWords: 5, maxWords: 300, maxImages: 3, maxImageBytes: 5242880 });
    for (const [language, title] of [
      ['vi', 'Điều khoản và điều kiện'],
      ['zh-CN', '条款与条件'],
      ['ar', 'الشروط والأحكام'],
    ] as const) {
      const h = (await get<HelpCenter>('/wps/system/helpCenter', undefined, { language })).value;
      expect(h.language).toBe(language);
      expect(h.categories.flatMap((c) => c.articles).find((a) => a.id === 'terms')?.title).toBe(title);
    }
  });

  it('falls back to the default language; the query language wins over the header', async () => {
    const unknown = (await get<HelpCenter>('/wps/system/helpCenter', undefined, { language: 'de' })).value;
    expect(unknown.language).toBe('en');
    const q = (await get<HelpCenter>('/wps/system/helpCenter?language=vi', undefined, { language: 'en' }))
      .value;
    expect(q.language).toBe('vi');
  });

  it('narrows to an article or a category; unknown ids and bad input are refused', async () => {
    const one = (await get<HelpCenter>('/wps/system/helpCenter?article=how-to-withdraw')).value;
    expect(one.categories.map((c) => c.id)).toEqual(['payments']);
    const cat = (await get<HelpCenter>('/wps/system/helpCenter?category=rules')).value;
    expect(ids(cat)).toEqual(['terms', 'privacy', 'responsible-gaming']);
    expectFailure(await get('/wps/system/helpCenter?article=nope'), 'NOT_FOUND');
    expectFailure(await get('/wps/system/helpCenter?category=nope'), 'NOT_FOUND');
    expectFailure(
      await t.app.inject({ url: '/wps/system/helpCenter?article=%3Cscript%3E' }),
      'VALIDATION',
      400,
    );
  });
});

describe('PUT /wps/feedback', () => {
  const send = (payload: Record<string, unknown>, who = 'down1') => putRaw('/wps/feedback', payload, who);

  it('stores a feedback with two images and lists it', async () => {
    const res = await send({
      type: 'deposit',
      content: 'The deposit page froze after I pressed confirm twice',
      images: [dataUrl('image/png', PNG), dataUrl('image/jpeg', JPG)],
    });
    const item = body<FeedbackItem>(res);
    expect(item.success, item.message).toBe(true);
    expect(item.value).toMatchObject({ type: 'deposit', status: 'open', reply: null });
    expect(item.value.images.map((i) => i.mime)).toEqual(['image/png', 'image/jpeg']);
    const list = (await get<FeedbackPage>('/wps/feedback', 'down1')).value;
    expect(list.list[0]?.id).toBe(item.value.id);
    const image = await t.app.inject({
      url: `/wps/feedback/image?id=${item.value.images[0]?.id ?? 0}`,
      headers: { token: tok.down1 ?? '' },
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // Another member cannot read it.
    expectFailure(await get(`/wps/feedback/image?id=${item.value.images[0]?.id ?? 0}`, 'demo1'), 'NOT_FOUND');
  });

  it("lists the demo member's past feedback with the operator's reply", async () => {
    const page = (await get<FeedbackPage>('/wps/feedback?pageSize=10', 'demo1')).value;
    expect(page.total).toBe(2);
    const replied = page.list.find((f) => f.status === 'replied');
    expect(replied?.reply?.content).toContain('now in your main wallet');
    expect(page.list[0]?.type).toBe('suggestion');
  });

  it('refuses visitors and trial accounts', async () => {
    expect((await send({ type: 'other', content: words(6) }, '')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/wps/feedback' })).statusCode).toBe(401);
    expectFailure(await send({ type: 'other', content: words(6) }, 'trial1'), 'TRIAL_ACCOUNT');
  });

  it('refuses an unknown type, too few and too many words', async () => {
    expectFailure(await send({ type: 'lottery-win', content: words(6) }), 'VALIDATION', 400);
    const few = await send({ type: 'other', content: 'too few words' });
    expectFailure(few, 'VALIDATION', 400);
    expect(few.json<{ value: unknown }>().value).toEqual({ words: 3, minWords: 5, maxWords: 300 });
    const many = await send({ type: 'other', content: words(301) });
    expectFailure(many, 'VALIDATION', 400);
    expect(many.json<{ message: string }>().message).toContain('between 5 and 300 words');
    expectFailure(await send({ type: 'other' }), 'VALIDATION', 400);
  });

  it('refuses a 6 MB image, a gif named png, a fourth image and non data: URLs', async () => {
    const content = words(8);
    expectFailure(
      await send({ type: 'other', content, images: [dataUrl('image/png', BIG_PNG)] }),
      'PAYLOAD_TOO_LARGE',
      413,
    );
    expectFailure(
      await send({ type: 'other', content, images: [dataUrl('image/png', GIF)] }),
      'UNSUPPORTED_MEDIA_TYPE',
      415,
    );
    expectFailure(
      await send({ type: 'other', content, images: [dataUrl('image/gif', GIF)] }),
      'UNSUPPORTED_MEDIA_TYPE',
      415,
    );
    expectFailure(
      await send({
        type: 'other',
        content,
        images: Array.from({ length: 4 }, () => dataUrl('image/png', PNG)),
      }),
      'TOO_MANY_IMAGES',
    );
    expectFailure(await send({ type: 'other', content, images: ['https://x/y.png'] }), 'VALIDATION', 400);
    // Nothing of the refused ones was stored.
    const page = (await get<FeedbackPage>('/wps/feedback', 'down1')).value;
    expect(page.list.every((f) => f.content !== content)).toBe(true);
  });

  it('rate-limits a flood of feedback (10 an hour)', async () => {
    const token = await tokenFor(t.app, 'down2', 'Down1234');
    let last = 0;
    for (let i = 0; i < 11; i += 1)
      last = (
        await t.app.inject({
          method: 'PUT',
          url: '/wps/feedback',
          headers: { token },
          payload: { type: 'other', content: words(5) },
        })
      ).statusCode;
    expect(last).toBe(429);
  });

  it('counts words with Intl.Segmenter: Chinese characters count too', () => {
    expect(countWords('  hello   world ')).toBe(2);
    expect(countWords('我的存款没有到账')).toBeGreaterThanOrEqual(4);
    expect(countWords('... !!!')).toBe(0);
  });
});

describe('GET /wps/relay/ODSFE2_getWinnerBoard', () => {
  it('lists the biggest real wins, masked, biggest first', async () => {
    const board = (await get<WinnerBoard>('/wps/relay/ODSFE2_getWinnerBoard?count=5')).value;
    expect(board.list.length).toBe(5);
    const prizes = board.list.map((w) => w.prize);
    expect([...prizes].sort((a, b) => b - a)).toEqual(prizes);
    for (const w of board.list) {
      expect(w.player).toMatch(/^.{1,2}\*\*\*.?$/);
      expect(w.gameName.length).toBeGreaterThan(0);
    }
    const top = t.app.db
      .prepare<[], { p: number }>('SELECT MAX(payout_minor) AS p FROM bets WHERE payout_minor > stake_minor')
      .get();
    expect(board.list[0]?.prize).toBe((top?.p ?? 0) / 100);
  });

  it('refuses a bad count', async () => {
    expectFailure(await t.app.inject({ url: '/wps/relay/ODSFE2_getWinnerBoard?count=0' }), 'VALIDATION', 400);
    expectFailure(
      await t.app.inject({ url: '/wps/relay/ODSFE2_getWinnerBoard?count=51' }),
      'VALIDATION',
      400,
    );
  });

  it('masks usernames', () => {
    expect(maskPlayer('player7')).toBe('pl***7');
    expect(maskPlayer('abc')).toBe('a***');
  });
});
