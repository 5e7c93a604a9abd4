// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  RTL_LANGUAGES,
  SESSION_TOKEN_KEY,
  THEME_STORAGE_KEY,
} from '../lib/document-prefs';
import { firstPaint, type FirstPaintPrefs } from './first-paint';

const PREFS: FirstPaintPrefs = {
  themeKey: THEME_STORAGE_KEY,
  languageKey: LANGUAGE_STORAGE_KEY,
  sessionKey: SESSION_TOKEN_KEY,
  rtl: RTL_LANGUAGES,
  messagesUrl: '/boot-messages.json',
  fallback: ['We could not load the site.', 'Try again'],
};

/** A `<script data-lotus-boot>` as the build writes it. */
function bootScript(entry = '/assets/index-abc.js', preload = '/assets/runtime.js /assets/framework.js') {
  const script = document.createElement('script');
  script.dataset.entry = entry;
  script.dataset.preload = preload;
  return script;
}

const requested = () => ({
  module: Array.from(document.head.querySelectorAll('script[type="module"]')).map((s) =>
    s.getAttribute('src'),
  ),
  preload: Array.from(document.head.querySelectorAll('link[rel="modulepreload"]')).map((l) =>
    l.getAttribute('href'),
  ),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-chosen-lang');
  document.documentElement.removeAttribute('data-signed-in');
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('firstPaint (issue 13: the first screen paints before the app is asked for)', () => {
  it('applies the remembered theme and a right-to-left language before the first paint', () => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('hisLang', 'ar');
    firstPaint(null, PREFS);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("marks the visitor's chosen language, so a first view drawn in another one hides itself", () => {
    firstPaint(null, PREFS);
    expect(document.documentElement.hasAttribute('data-chosen-lang')).toBe(false);
    sessionStorage.setItem('hisLang', 'zh-CN');
    firstPaint(null, PREFS);
    expect(document.documentElement.getAttribute('data-chosen-lang')).toBe('zh-CN');
  });

  it('marks a signed-in visit, so a first view leaves out its guest-only lines', () => {
    firstPaint(null, PREFS);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
    sessionStorage.setItem('token', 'abc');
    firstPaint(null, PREFS);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(true);
  });

  it('leaves Roman Urdu and other languages left to right, and falls back to the system theme', () => {
    localStorage.setItem('hisLang', 'ur-Latn');
    localStorage.setItem('theme', 'purple');
    firstPaint(null, PREFS);
    expect(document.documentElement.dir).toBe('');
    // jsdom has no matchMedia: the app's own default, dark.
    expect(document.documentElement.dataset.theme).toBe('dark');
    sessionStorage.setItem('hisLang', 'fa-IR');
    localStorage.clear();
    firstPaint(null, PREFS);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('asks for the app after the first screen has painted: images decoded, a frame, then a task', async () => {
    // A lazy image (a cover past a phone's first row, never fetched there) is not waited for.
    document.body.innerHTML =
      '<div id="first-screen"><img src="/brand/banners/a.svg"><img loading="lazy" src="/p/2.svg"></div>';
    (document.querySelector('img[loading]') as HTMLImageElement).decode = () =>
      new Promise<void>(() => undefined);
    let decoded: () => void = () => undefined;
    const image = document.querySelector('img') as HTMLImageElement;
    image.decode = () =>
      new Promise<void>((resolve) => {
        decoded = resolve;
      });
    firstPaint(bootScript(), PREFS);
    await vi.advanceTimersByTimeAsync(100);
    expect(requested().module).toEqual([]);
    decoded();
    await vi.advanceTimersByTimeAsync(0);
    expect(requested().module).toEqual([]); // the frame that paints them has not happened
    vi.advanceTimersToNextFrame();
    expect(requested().module).toEqual([]); // a task after that frame
    await vi.advanceTimersByTimeAsync(1);
    expect(requested()).toEqual({
      module: ['/assets/index-abc.js'],
      preload: ['/assets/runtime.js', '/assets/framework.js'],
    });
    // Once only, whatever else fires.
    await vi.advanceTimersByTimeAsync(1000);
    expect(requested().module).toHaveLength(1);
  });

  it('does not wait more than 400 ms for an image that is slow to arrive', async () => {
    document.body.innerHTML = '<div id="first-screen"><img src="/brand/banners/big.jpg"></div>';
    (document.querySelector('img') as HTMLImageElement).decode = () => new Promise<void>(() => undefined);
    firstPaint(bootScript(), PREFS);
    await vi.advanceTimersByTimeAsync(399);
    expect(requested().module).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested().module).toEqual([]);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(requested().module).toEqual(['/assets/index-abc.js']);
  });

  it("where the browser reports paints, waits for the first screen's first contentful paint (at most 1 s more)", async () => {
    document.body.innerHTML = '<div id="first-screen"><span>Lotus</span></div>';
    /** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
    const reported: { name: string }[] = [];
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (typeof observers)[number]) {}
      observe(): void {
        observers.push(this.callback);
      }
      disconnect(): void {
        observers.splice(observers.indexOf(this.callback), 1);
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(
      (name: string) => reported.filter((entry) => entry.name === name) as unknown as PerformanceEntryList,
    );
    const paint = (): void => {
      reported.push({ name: 'first-contentful-paint' });
      for (const callback of [...observers])
        callback({ getEntriesByName: (name) => reported.filter((entry) => entry.name === name) });
    };

    firstPaint(bootScript(), PREFS);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    // The frame and the task have passed, but the browser has not reported the paint yet.
    expect(requested().module).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(requested().module).toEqual([]);
    paint();
    await vi.advanceTimersByTimeAsync(1);
    expect(requested().module).toEqual(['/assets/index-abc.js']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(requested().module).toHaveLength(1);

    // Already reported by the time the frame has passed: at once.
    document.head.innerHTML = '';
    firstPaint(bootScript(), PREFS);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(requested().module).toEqual(['/assets/index-abc.js']);

    // Never reported (a first screen with nothing contentful): 1 s after the frame and task.
    reported.length = 0;
    document.head.innerHTML = '';
    firstPaint(bootScript(), PREFS);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(requested().module).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested().module).toEqual(['/assets/index-abc.js']);
    expect(observers).toHaveLength(0);

    // A first screen its own rules hide (a first view in another language) paints nothing: at once.
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="first-screen" style="display: none"><span>Lotus</span></div>';
    firstPaint(bootScript(), PREFS);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(requested().module).toEqual(['/assets/index-abc.js']);
  });

  it('asks at once in a hidden tab, which paints no frame', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    firstPaint(bootScript('/assets/index-x.js', ''), PREFS);
    expect(requested()).toEqual({ module: ['/assets/index-x.js'], preload: [] });
    visibility.mockRestore();
  });

  it("says in the visitor's language that the site could not be loaded when its script fails, with a focused retry", async () => {
    localStorage.setItem('hisLang', 'vi-VN');
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(
        new Response(
          JSON.stringify({ en: ['Could not load.', 'Try again'], vi: ['Không thể tải trang.', 'Thử lại'] }),
        ),
      );
    });
    firstPaint(bootScript(), { ...PREFS });
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(fetched).toEqual([]); // asked for only on a failure
    document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
    const alert = document.querySelector('[role="alert"]') as HTMLElement;
    expect(fetched).toEqual(['/boot-messages.json']);
    expect(alert.querySelector('p')?.textContent).toBe('Không thể tải trang.');
    expect(alert.lang).toBe('vi');
    const retry = alert.querySelector('button');
    expect(retry?.textContent).toBe('Thử lại');
    expect(document.activeElement).toBe(retry);
  });

  it('falls back to the built-in text when the messages cannot be fetched either', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    firstPaint(bootScript(), PREFS);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
    await vi.waitFor(() =>
      expect(document.querySelector('[role="alert"] p')?.textContent).toBe(PREFS.fallback[0]),
    );
    expect(document.querySelector('[role="alert"] button')?.textContent).toBe('Try again');
  });

  it('embeds as a self-contained function (the build writes its source into index.html)', () => {
    const source = firstPaint.toString();
    // Compiled from its text, as the page does: nothing from this module's scope reaches it.
    const rebuilt = runInThisContext(`(${source})`) as typeof firstPaint;
    localStorage.setItem('theme', 'light');
    rebuilt(null, PREFS);
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
