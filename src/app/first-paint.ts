/** The message shown when the app's script cannot be loaded, and its button. */
export type BootFailureText = readonly [message: string, retry: string];

/** The storage keys and right-to-left languages {@link firstPaint} reads (src/lib/document-prefs.ts). */
export interface FirstPaintPrefs {
  themeKey: string;
  languageKey: string;
  /** Where the session keeps its token (sessionStorage). */
  sessionKey: string;
  rtl: readonly string[];
  /**
   * Where the build put {@link BootFailureText} in every language (`{ "vi": [message, retry] }`,
   * from `common:error.load` and `common:action.retry`), fetched only when the app's script fails.
   */
  messagesUrl: string;
  /** The English text, for when those messages cannot be fetched either. */
  fallback: BootFailureText;
}

/**
 * The one script `index.html` runs inline, in `<head>`, before the first paint (issue 13 "first
 * screen in the HTML"; DESIGN.md "Boot"). The build writes its source into the page
 * (`scripts/vite-first-screen.ts`) with the built entry's URLs in `data-*` attributes of its
 * `<script>`; the reference server gives that `<script>` the response's CSP nonce.
 *
 * 1. Applies the remembered theme (`prefs.themeKey`, else the system preference) and the
 *    remembered language's direction (`prefs.languageKey`, right to left for `prefs.rtl`) to
 *    `<html>`, so the first screen the server put in the page paints in the visitor's theme and
 *    direction; `initTheme` and i18next set the same values again once the app runs. The
 *    remembered language itself goes to `<html data-chosen-lang>`: a first view the server drew
 *    with texts in the brand's language (/vnlottery) hides itself when it is another; and a
 *    session's token (`prefs.sessionKey`) to `<html data-signed-in>`, which hides that view's
 *    guest-only lines.
 * 2. Asks for the app only after that first screen has painted: once the page is parsed and the
 *    first screen's images (`#first-screen img`: logo, banner) are decoded — at most 400 ms — one
 *    animation frame, then a task, and where the browser reports paint timing, once its
 *    `first-contentful-paint` is reported (at most 1 s more; a busy phone may present that frame
 *    late, and the app's files would then share the line with the first screen). The entry (`data-entry`) and the modules it imports
 *    (`data-preload`, space-separated) would otherwise arrive and run before the page is first
 *    painted, and the visitor would wait for ~130 KB of script before seeing the header and the
 *    banner. In a hidden tab (no frames) the app is asked for at once.
 * 3. When that script (or a module it imports) cannot be loaded — the line dropped, or a page
 *    cached from an older deploy asks for files that are gone — shows the visitor's language's
 *    "could not load the site" (`prefs.messagesUrl`, else `prefs.fallback`) in an alert with a
 *    button that loads the page again, over the first screen, instead of leaving it up for ever;
 *    coming back online loads it again by itself.
 *
 * It must stay self-contained: the build embeds `firstPaint.toString()`, so it may use nothing
 * from outside its own body, and only what every supported browser runs without transpiling.
 * @param script the `<script>` element running it (`document.currentScript`); without a
 *   `data-entry` it only applies the theme and direction.
 * @param prefs where the theme store and i18n keep the visitor's choices (src/lib/document-prefs.ts),
 *   written into the page by the build.
 */
export function firstPaint(script: HTMLOrSVGScriptElement | null, prefs: FirstPaintPrefs): void {
  const root = document.documentElement;
  let theme: string | null = null;
  let language = '';
  let signedIn = false;
  try {
    theme = localStorage.getItem(prefs.themeKey);
    language = localStorage.getItem(prefs.languageKey) ?? sessionStorage.getItem(prefs.languageKey) ?? '';
    signedIn = sessionStorage.getItem(prefs.sessionKey) !== null;
  } catch {
    // Storage blocked: the system theme and left to right, until the app decides.
  }
  if (theme !== 'dark' && theme !== 'light') {
    const light = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches;
    theme = light ? 'light' : 'dark';
  }
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  const [base = '', ...rest] = language.toLowerCase().split(/[-_]/);
  if (prefs.rtl.includes(base) && !rest.includes('latn')) root.dir = 'rtl';
  // A first view the server drew in the brand's language is hidden by its own rule when the
  // visitor chose another (server/src/services/first-screen.ts).
  if (language) root.dataset.chosenLang = language;
  // …and leaves out what it draws for guests only.
  if (signedIn) root.dataset.signedIn = '';

  const entry = script instanceof HTMLScriptElement ? script.dataset.entry : undefined;
  if (!entry) return;
  const preload = (script as HTMLScriptElement).dataset.preload ?? '';
  let started = false;
  const load = (): void => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    module.addEventListener('error', failed, { once: true });
    document.head.appendChild(module);
  };
  // The app's script could not be loaded: say so in the visitor's language, with a way to retry.
  const failed = (): void => {
    const show = ([message, retry]: BootFailureText, lang: string): void => {
      const box = document.createElement('div');
      box.className = 'boot-failure';
      box.lang = lang; // read aloud in its own language, whatever `<html lang>` says yet
      box.setAttribute('role', 'alert');
      const text = document.createElement('p');
      text.textContent = message;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'button button-primary';
      button.textContent = retry;
      button.addEventListener('click', () => location.reload());
      box.append(text, button);
      document.body.appendChild(box);
      button.focus();
    };
    const wanted = language.toLowerCase();
    const pick = (messages: Record<string, BootFailureText>): void => {
      const keys = Object.keys(messages);
      const key = keys.find((k) => k.toLowerCase() === wanted) ?? keys.find((k) => k.toLowerCase() === base);
      const found = key ? messages[key] : undefined;
      if (key && found) show(found, key);
      else show(prefs.fallback, 'en');
    };
    fetch(prefs.messagesUrl)
      .then((response) =>
        response.ok ? (response.json() as Promise<Record<string, BootFailureText>>) : null,
      )
      .then(
        (messages) => (messages ? pick(messages) : show(prefs.fallback, 'en')),
        () => show(prefs.fallback, 'en'),
      );
    addEventListener('online', () => location.reload(), { once: true });
  };
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    load();
    return;
  }
  // A frame and a task after it is when the first screen has usually been painted; on a busy
  // device the frame may not be on screen yet. Where the browser reports its paints, the app is
  // asked for once the first contentful paint is reported (a first screen always has one: its
  // logo), at most `paintWait` ms later.
  const paintWait = 1000;
  const whenPainted = (): void => {
    // A first screen hidden by its own rules (a first view drawn in another language than the
    // visitor's) paints nothing to wait for.
    const shown = document.getElementById('first-screen');
    const reportsPaint =
      typeof PerformanceObserver === 'function' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('paint') &&
      shown !== null &&
      getComputedStyle(shown).display !== 'none';
    if (!reportsPaint || performance.getEntriesByName('first-contentful-paint').length > 0) {
      load();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    });
    setTimeout(() => {
      observer.disconnect();
      load();
    }, paintWait);
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      load(); // an observer that cannot observe paints: as without one
    }
  };
  const afterPaint = (): void => {
    requestAnimationFrame(() => {
      setTimeout(whenPainted, 0);
    });
  };
  // The first screen's images (logo, banner, a list's first cover) decoded, so the frame after them
  // shows them; at most `wait` ms, so a large banner on a slow line does not hold the app back.
  // Lazy ones (covers past the first row's width, which a phone never fetches) are not waited for.
  const wait = 400;
  const whenParsed = (): void => {
    // `#first-screen`: FIRST_SCREEN_ID of core/layout/first-screen.ts (this body imports nothing).
    const images = Array.from(
      document.querySelectorAll<HTMLImageElement>('#first-screen img:not([loading="lazy"])'),
    );
    if (images.length === 0) {
      afterPaint();
      return;
    }
    let done = false;
    const once = (): void => {
      if (done) return;
      done = true;
      afterPaint();
    };
    setTimeout(once, wait);
    void Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(once);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
}
