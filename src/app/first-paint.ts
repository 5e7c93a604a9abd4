/** The storage keys and right-to-left languages {@link firstPaint} reads (src/lib/document-prefs.ts). */
export interface FirstPaintPrefs {
  themeKey: string;
  languageKey: string;
  rtl: readonly string[];
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
 *    direction; `initTheme` and i18next set the same values again once the app runs.
 * 2. Asks for the app only after that first screen has painted: once the page is parsed and the
 *    first screen's images (`#first-screen img`: logo, banner) are decoded — at most 400 ms — one
 *    animation frame, then a task. The entry (`data-entry`) and the modules it imports
 *    (`data-preload`, space-separated) would otherwise arrive and run before the page is first
 *    painted, and the visitor would wait for ~130 KB of script before seeing the header and the
 *    banner. In a hidden tab (no frames) the app is asked for at once.
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
  try {
    theme = localStorage.getItem(prefs.themeKey);
    language = localStorage.getItem(prefs.languageKey) ?? sessionStorage.getItem(prefs.languageKey) ?? '';
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
    document.head.appendChild(module);
  };
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    load();
    return;
  }
  const afterPaint = (): void => {
    requestAnimationFrame(() => {
      setTimeout(load, 0);
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
