// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcements, FeedbackRules, HelpCenter, Notice } from '../../lib/api/content';
import { clearSession, setSession } from '../../lib/session';
import { testMember } from '../../lib/api/test-member';
import {
  contentQueryClient,
  contentWrapper,
  createContentI18n,
  fakePlatform,
  ok,
  refuse,
  type Call,
} from './test-support';

const { default: AfterLoginDialog } = await import('./after-login/after-login-dialog');
const { AnnouncementBrowser } = await import('./announcements/announcement-dialog');
const { default: HelpPage } = await import('./help/help-page');
const { default: FeedbackPage } = await import('./feedback/feedback-page');

configure({ asyncUtilTimeout: 5_000 });

let i18n: I18n;
beforeAll(async () => {
  i18n = await createContentI18n();
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setSession({ token: 'tok', member: testMember({ id: 7, account: 'popup1' }) });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const notice = (id: number, date: string, title = `Notice ${id}`): Notice => ({
  id,
  title,
  content: `<p>Body of ${title}<script>alert(1)</script></p>`,
  date,
});

function announcements(over: Partial<Announcements> = {}): Announcements {
  return {
    banners: [],
    player: Array.from({ length: 14 }, (_, i) =>
      notice(i + 1, `2025-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`),
    ),
    popup: [notice(30, '2025-03-01T00:00:00.000Z', 'Double points weekend')],
    headline: [notice(40, '2025-02-01T00:00:00.000Z', 'Play responsibly')],
    promotion: [
      {
        id: 5,
        title: 'Welcome bonus 100%',
        category: 'new_player',
        announcementImages: [{ url: '/brand/promotions/1-cover.svg', sequence: 1 }],
      },
    ],
    popupForVisitors: false,
    ...over,
  };
}

/** Shows the current location (search) so tests can read where a link went. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe('after-login modal', () => {
  it('shows the pending popups once per member: marked seen on the server as soon as shown', async () => {
    let pending = [notice(30, '2025-03-01T00:00:00.000Z', 'Double points weekend')];
    const calls = fakePlatform({
      'GET /wps/content/popups': () => ok({ popups: pending }),
      'PUT /wps/content/popups/seen': (call) => {
        const ids = (call.body as { ids: number[] }).ids;
        pending = pending.filter((n) => !ids.includes(n.id));
        return ok({ popups: pending });
      },
      'GET /wps/relay/MCSFE_getListAnnouncements': () => ok(announcements()),
    });
    const onClose = vi.fn();
    const client = contentQueryClient();
    const first = render(<AfterLoginDialog firstTimeLogin={false} visitor={false} onClose={onClose} />, {
      wrapper: contentWrapper(i18n, client),
    });
    const dialog = await screen.findByRole('dialog', { name: 'News for you' });
    expect(within(dialog).getByRole('heading', { name: 'Double points weekend' })).toBeTruthy();
    // Sanitized: the script of the notice body never reaches the page.
    expect(dialog.querySelector('script')).toBeNull();
    // The available promotions link to their page.
    expect(within(dialog).getByRole('link', { name: 'Welcome bonus 100%' }).getAttribute('href')).toBe(
      '/promotions?id=5',
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [30] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalled();
    first.unmount();

    // The next log-in: nothing pending, so the modal closes without showing anything.
    const again = vi.fn();
    render(<AfterLoginDialog firstTimeLogin={false} visitor={false} onClose={again} />, {
      wrapper: contentWrapper(i18n, contentQueryClient()),
    });
    await waitFor(() => expect(again).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('a first log-in starts with the welcome step; the profile button goes to ?mc=profile', async () => {
    fakePlatform({
      'GET /wps/content/popups': () => ok({ popups: [] }),
      'GET /wps/relay/MCSFE_getListAnnouncements': () => ok(announcements()),
    });
    const onClose = vi.fn();
    render(
      <>
        <AfterLoginDialog firstTimeLogin visitor={false} onClose={onClose} />
        <Where />
      </>,
      { wrapper: contentWrapper(i18n, contentQueryClient()) },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Lotus!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set up my profile' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/?mc=profile');
  });

  it('after the welcome step, "Later" shows the pending popups one at a time', async () => {
    fakePlatform({
      'GET /wps/content/popups': () =>
        ok({
          popups: [
            notice(31, '2025-03-02T00:00:00.000Z', 'First'),
            notice(30, '2025-03-01T00:00:00.000Z', 'Second'),
          ],
        }),
      'PUT /wps/content/popups/seen': () => ok({ popups: [] }),
      'GET /wps/relay/MCSFE_getListAnnouncements': () => ok(announcements()),
    });
    render(<AfterLoginDialog firstTimeLogin visitor={false} onClose={vi.fn()} />, {
      wrapper: contentWrapper(i18n, contentQueryClient()),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
    expect(screen.getByText(/1 of 2/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Second' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeTruthy();
  });

  it('a visitor sees the boot popups once per browser (localStorage)', async () => {
    clearSession();
    fakePlatform({
      'GET /wps/relay/MCSFE_getListAnnouncements': () => ok(announcements({ popupForVisitors: true })),
    });
    const first = render(<AfterLoginDialog firstTimeLogin={false} visitor onClose={vi.fn()} />, {
      wrapper: contentWrapper(i18n, contentQueryClient()),
    });
    expect(await screen.findByRole('heading', { name: 'Double points weekend' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('lotus.seenPopups')).toBe('[30]'));
    first.unmount();
    const onClose = vi.fn();
    render(<AfterLoginDialog firstTimeLogin={false} visitor onClose={onClose} />, {
      wrapper: contentWrapper(i18n, contentQueryClient()),
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Double points weekend' })).toBeNull();
  });
});

describe('announcement modal', () => {
  it('lists 9 per page with pagination, headlines first, the selected title, date and sanitized body', async () => {
    fakePlatform({ 'GET /wps/relay/MCSFE_getListAnnouncements': () => ok(announcements()) });
    render(<AnnouncementBrowser onClose={vi.fn()} />, {
      wrapper: contentWrapper(i18n, contentQueryClient()),
    });
    const list = await screen.findByRole('list', { name: 'Announcements on this page' });
    const items = within(list).getAllByRole('button');
    // 1 headline + 14 notices + 1 popup + 1 promotion = 17: 9 then 8.
    expect(items).toHaveLength(9);
    expect(items[0]?.textContent).toContain('Play responsibly');
    const detail = screen.getByTestId('notice-detail');
    expect(within(detail).getByRole('heading', { name: 'Play responsibly' })).toBeTruthy();
    expect(detail.querySelector('time')?.getAttribute('dateTime')).toBe('2025-02-01T00:00:00.000Z');
    expect(detail.querySelector('time')?.textContent).toMatch(/2025/);
    expect(detail.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Page 2/i }));
    expect(
      within(screen.getByRole('list', { name: 'Announcements on this page' })).getAllByRole('button'),
    ).toHaveLength(8);
    const oldest = within(screen.getByRole('list', { name: 'Announcements on this page' }))
      .getAllByRole('button')
      .find((b) => /Notice 1(?!\d)/.test(b.textContent));
    await userEvent.click(oldest as HTMLElement);
    expect(
      within(screen.getByTestId('notice-detail')).getByRole('heading', { name: 'Notice 1' }),
    ).toBeTruthy();
  });

  it('filters by type; a promotion links to its page', async () => {
    fakePlatform({ 'GET /wps/relay/MCSFE_getListAnnouncements': () => ok(announcements()) });
    render(<AnnouncementBrowser onClose={vi.fn()} />, {
      wrapper: contentWrapper(i18n, contentQueryClient()),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Popups' }));
    expect(screen.getByRole('button', { name: 'Popups' }).getAttribute('aria-pressed')).toBe('true');
    const list = screen.getByRole('list', { name: 'Announcements on this page' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Promotions' }));
    expect(screen.getByRole('link', { name: 'View the promotion' }).getAttribute('href')).toBe(
      '/promotions?id=5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Banners' }));
    expect(screen.getByTestId('notices-empty')).toBeTruthy();
  });

  it('a failing call shows the error with a retry', async () => {
    let fail = true;
    fakePlatform({
      'GET /wps/relay/MCSFE_getListAnnouncements': () =>
        fail ? refuse('down', 'INTERNAL', 500) : ok(announcements()),
    });
    render(<AnnouncementBrowser onClose={vi.fn()} />, {
      wrapper: contentWrapper(i18n, contentQueryClient()),
    });
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Announcements on this page' })).toBeTruthy();
  });
});

const rules: FeedbackRules = {
  types: ['deposit', 'other'],
  minWords: 5,
  maxWords: 12,
  maxImages: 3,
  maxImageBytes: 5242880,
};
const help: HelpCenter = {
  language: 'en',
  categories: [
    {
      id: 'rules',
      title: 'Rules and policies',
      articles: [
        {
          id: 'terms',
          title: 'Terms and conditions',
          content: '<h2>Who may play</h2><p>You must be 18.</p>',
        },
        { id: 'privacy', title: 'Privacy policy', content: '<p>We never sell your data.</p>' },
      ],
    },
    {
      id: 'payments',
      title: 'Deposits and withdrawals',
      articles: [{ id: 'how-to-withdraw', title: 'How to withdraw', content: '<p>Add a bank account.</p>' }],
    },
  ],
  feedback: rules,
};

describe('help centre', () => {
  const renderHelp = (path: string) => {
    const calls = fakePlatform({ 'GET /wps/system/helpCenter': () => ok(help) });
    render(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <HelpPage />
              <Where />
            </>
          }
        />
      </Routes>,
      { wrapper: contentWrapper(i18n, contentQueryClient(), path) },
    );
    return calls;
  };

  it('a deep link opens the article; the footer’s older ?page= works too; the language is asked', async () => {
    const calls = renderHelp('/help?article=terms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and conditions' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(calls[0]?.query.get('language')).toBe('en');
    cleanup();
    renderHelp('/help?page=privacy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy policy' })).toBeTruthy();
  });

  it('a category link opens its first article; an unknown article says so', async () => {
    renderHelp('/help?category=payments');
    expect(await screen.findByRole('heading', { level: 2, name: 'How to withdraw' })).toBeTruthy();
    cleanup();
    renderHelp('/help?article=nope');
    expect(await screen.findByTestId('help-not-found')).toBeTruthy();
  });

  it('searches titles and bodies; the result links to the article', async () => {
    renderHelp('/help');
    const box = await screen.findByRole('searchbox', { name: 'Search the help centre' });
    await userEvent.type(box, 'sell data');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByTestId('help-results');
    expect(within(results).getByRole('status').textContent).toBe('1 article found.');
    expect(screen.getByTestId('where').textContent).toBe('/help?q=sell+data');
    await userEvent.click(within(results).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy policy' })).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search the help centre' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'lottery');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('0 articles found.')).toBeTruthy();
  });

  it('a member reaches the feedback page; a visitor is asked to log in', async () => {
    renderHelp('/help');
    expect((await screen.findByRole('link', { name: 'Send feedback' })).getAttribute('href')).toBe(
      '/help?mc=feedback',
    );
    cleanup();
    clearSession();
    renderHelp('/help');
    expect(await screen.findByRole('button', { name: 'Log in to send feedback' })).toBeTruthy();
  });
});

describe('feedback', () => {
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'shot.png', {
      type: 'image/png',
    });
  let calls: Call[];
  const renderFeedback = (send: (call: Call) => Response) => {
    calls = fakePlatform({
      'GET /wps/system/helpCenter': () => ok(help),
      'GET /wps/feedback': () =>
        ok({
          list: [
            {
              id: 1,
              type: 'deposit',
              content: 'My deposit has not arrived yet',
              createdAt: '2025-03-01T00:00:00.000Z',
              images: [],
              status: 'replied',
              reply: { content: 'It is in your wallet now.', repliedAt: '2025-03-01T02:00:00.000Z' },
            },
          ],
          total: 1,
          totalPages: 1,
        }),
      'PUT /wps/feedback': send,
    });
    render(<FeedbackPage />, { wrapper: contentWrapper(i18n, contentQueryClient()) });
  };

  it('shows past feedback with the operator’s reply', async () => {
    renderFeedback(() => ok({}));
    const history = await screen.findByTestId('feedback-history');
    expect(within(history).getByText('It is in your wallet now.')).toBeTruthy();
    expect(within(history).getByText(/Answered/)).toBeTruthy();
  });

  it('checks type, words and images before sending, saying the limits, and keeps what was typed', async () => {
    renderFeedback(() => ok({}));
    const text = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(text, 'too few words');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Choose a type.')).toBeTruthy();
    expect(screen.getByText('Write between 5 and 12 words (now 3).')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' }).value).toBe(
      'too few words',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    const files = screen.getByLabelText('Images (up to 3)');
    await userEvent.upload(files, [png(), png(), png(), png()]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'deposit');
    await userEvent.type(text, ' and some more words here');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('You can attach at most 3 images.')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove shot.png' })[0] as HTMLElement);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove shot.png' })[0] as HTMLElement);
    expect(screen.getAllByRole('button', { name: 'Remove shot.png' })).toHaveLength(2);

    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    // A file picked with "all files" in the picker (the accept list is only a hint).
    await userEvent.setup({ applyAccept: false }).upload(files, gif);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('cat.gif is not a PNG or JPG image.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a 6 MB image on the client', async () => {
    renderFeedback(() => ok({}));
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Images (up to 3)'), big);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'other');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      'one two three four five six',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('big.png is larger than 5 MB.')).toBeTruthy();
  });

  it('sends a valid feedback with its image as a data: URL; a server refusal keeps the text', async () => {
    let refuseIt = true;
    renderFeedback(() =>
      refuseIt
        ? refuse('Only png or jpg images are accepted', 'UNSUPPORTED_MEDIA_TYPE', 415)
        : ok({ id: 9, type: 'other', content: '', createdAt: '', images: [], status: 'open', reply: null }),
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Type' }), 'other');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      'one two three four five six',
    );
    await userEvent.upload(screen.getByLabelText('Images (up to 3)'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'One of the images is not a real PNG or JPG file.',
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' }).value).toBe(
      'one two three four five six',
    );
    const put = calls.find((c) => c.method === 'PUT')?.body as { type: string; images: string[] };
    expect(put.type).toBe('other');
    expect(put.images[0]).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    refuseIt = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you. Your feedback was sent.')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' }).value).toBe('');
  });
});
