/**
 * Lighthouse on the main routes (issue 13 "npm run bench"): the `lighthouse` package drives the
 * system Chromium with its mobile preset (simulated slow 4G, 4× CPU slowdown) on each route of
 * {@link ROUTES} and on a floor page — a static page with the same header height, hero banner and
 * heading, the best a page of this shape can do on this machine — and, logged in as demo
 * accounts, on the pages of {@link LOGGED_IN}, in the same run, and prints
 * performance, FCP, LCP, TBT, CLS, bytes and requests with LCP's ratio to the floor's. Timings
 * are noisy on a shared machine (one page's score moves ±0.1 between runs on 2 cores): each page
 * is audited `BENCH_LH_RUNS` times (default 3, after one dropped warm-up audit) and each figure's
 * median over those runs is shown (the run with the median score alone paired a score with
 * whichever LCP that run had). This is a bench, not a test.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROME_PATH, startSiteServer } from './site-server.ts';

/** Routes measured, logged out (the first screen a visitor gets). */
export const ROUTES = ['/', '/register', '/rng', '/live', '/promotions', '/pointMall', '/vnlottery', '/down'];

/**
 * Pages measured logged in (issue 13 names a member-centre page and the agent centre), each as a
 * demo account of the bench's fresh database (README "demo logins").
 */
export const LOGGED_IN: readonly { path: string; username: string; password: string }[] = [
  { path: '/?mc=transactionHistory', username: 'demo1', password: 'Demo1234' },
  { path: '/?ac=agentTeamOverview', username: 'agent1', password: 'Agent1234' },
];
const FLOOR_FILE = 'dist/bench-floor.html';
/** Audits per page (`BENCH_LH_RUNS`, default 3); the table shows each figure's median over them. */
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
/** `BENCH_LH_ONLY=/,/?ac=agentTeamOverview`: only these paths (and the floor); default every one. */
const ONLY = process.env.BENCH_LH_ONLY?.split(',').filter(Boolean) ?? null;
const wanted = (path: string): boolean => ONLY === null || ONLY.includes(path);
/** `BENCH_LH_SAVE=dir`: every audit's whole Lighthouse report is written there as JSON. */
const SAVE_DIR = process.env.BENCH_LH_SAVE ?? null;
/** Targets of issue 13: score, LCP ratio to the floor, TBT (ms), CLS. */
const TARGET = { score: 0.95, lcpRatio: 1.3, tbtMs: 150, cls: 0.02 };

const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor · Lotus</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fff;color:#1a1f2b}
header{height:56px;display:flex;align-items:center;padding:0 16px;border-bottom:1px solid #e3e6ee}
img{display:block;width:100%;height:auto;aspect-ratio:1200/360}h1{font-size:1.25rem;margin:16px}</style></head>
<body><header><strong>Lotus</strong></header><main><img src="/brand/banners/w_home-1.svg" alt="Banner" width="1200" height="360" fetchpriority="high"><h1>Lotus</h1></main></body></html>`;

interface Row {
  page: string;
  score: number;
  fcp: number;
  lcp: number;
  /** Speed Index (ms): how soon the visible page is complete, e.g. a centre panel over the banner. */
  si: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  /**
   * Lighthouse's benchmark index of the machine during the audit (higher is faster): simulated
   * TBT grows as it falls, so tables from different days are compared through it.
   */
  benchmarkIndex: number;
}

/**
 * One Lighthouse audit of `url`. With `tab` (a logged-in tab, {@link logIn}) the audit runs in that
 * tab and keeps its storage — the session lives in sessionStorage, which is per tab — while the
 * HTTP cache is cleared first, so the page's files are fetched as on a first visit.
 */
async function audit(url: string, port: number, page: string, tab?: Page): Promise<Row> {
  if (tab) {
    await tab.bringToFront(); // a tab in the background paints nothing (NO_FCP)
    await (await tab.createCDPSession()).send('Network.clearBrowserCache');
  }
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(tab ? { disableStorageReset: true } : {}),
    },
    undefined,
    tab,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) process.stderr.write(`bench: ${page}: ${result.lhr.runtimeError.message}\n`);
  // A warning (e.g. "The page loaded too slowly to finish within the time limit": a request that
  // never ended kept the page from going quiet) makes the figures doubtful: it is printed.
  for (const warning of result.lhr.runWarnings) process.stderr.write(`bench: ${page}: ${warning}\n`);
  if (SAVE_DIR) {
    const name = `${page.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
    writeFileSync(join(SAVE_DIR, name), JSON.stringify(result.lhr));
  }
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const details = audits['network-requests']?.details as { items?: unknown[] } | undefined;
  return {
    page,
    score: categories.performance?.score ?? 0,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    si: value('speed-index'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    requests: details?.items?.length ?? 0,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/**
 * A new tab logged in as `username` through the site's own log-in form (`/login`).
 * @throws Error when no session arrives within 30 s.
 */
async function logIn(browserUrl: string, base: string, username: string, password: string): Promise<Page> {
  const browser = await puppeteer.connect({ browserURL: browserUrl, defaultViewport: null });
  const tab = await browser.newPage();
  await tab.goto(`${base}/login`);
  await tab.locator('input[autocomplete="username"]').fill(username);
  await tab.locator('input[autocomplete="current-password"]').fill(password);
  await tab.keyboard.press('Enter');
  await tab.waitForFunction(() => sessionStorage.getItem('token') !== null, { timeout: 30_000 });
  return tab;
}

/** The median of each figure over a page's runs (a score and an LCP from different runs may pair). */
function medianRow(page: string, runs: readonly Row[]): Row {
  const median = (pick: (row: Row) => number): number => {
    const values = runs.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? Number.NaN;
  };
  return {
    page,
    score: median((r) => r.score),
    fcp: median((r) => r.fcp),
    lcp: median((r) => r.lcp),
    si: median((r) => r.si),
    tbt: median((r) => r.tbt),
    cls: median((r) => r.cls),
    bytes: median((r) => r.bytes),
    requests: median((r) => r.requests),
    benchmarkIndex: median((r) => r.benchmarkIndex),
  };
}

/**
 * Runs the Lighthouse bench and prints its table.
 * @returns false when a route misses a target of issue 13.
 */
export async function runLighthouseBench(port = Number(process.env.BENCH_LH_PORT ?? 4340)): Promise<boolean> {
  const server = await startSiteServer(port, 'bench-lighthouse');
  writeFileSync(FLOOR_FILE, FLOOR_HTML);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: Row[] = [];
  try {
    // Warm the server (first SQL and serializer compiles, the seed's first jobs) with one audit of
    // the first route whose result is dropped, so the first measured route is not penalised.
    await fetch(`${server.base}/`);
    await audit(`${server.base}${ROUTES[0] ?? '/'}`, chrome.port, 'warm-up');
    const pages: [string, string, Page?][] = [
      [`${server.base}/bench-floor.html`, 'floor (static)'],
      ...ROUTES.filter(wanted).map((route): [string, string] => [server.base + route, route]),
    ];
    for (const { path, username, password } of LOGGED_IN.filter((entry) => wanted(entry.path))) {
      const tab = await logIn(`http://127.0.0.1:${chrome.port}`, server.base, username, password);
      pages.push([server.base + path, `${path} (${username})`, tab]);
    }
    // Each page `runs` times, passes interleaved (a slow moment of the machine hits one run of
    // several pages, not every run of one page); each figure's median is kept.
    const runs: Row[][] = pages.map(() => []);
    for (let pass = 0; pass < RUNS; pass++)
      for (const [index, [url, page, tab]] of pages.entries())
        runs[index]?.push(await audit(url, chrome.port, page, tab));
    for (const list of runs) {
      const first = list[0];
      if (first) rows.push(medianRow(first.page, list));
    }
  } finally {
    chrome.kill();
    server.stop();
    rmSync(FLOOR_FILE, { force: true });
  }
  const floor = rows[0];
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  process.stdout.write(
    `\nLighthouse 13, mobile preset (simulated), system Chromium, logged out unless a user is named, median of ${RUNS} run(s)\n`,
  );
  const indexes = rows.map((row) => row.benchmarkIndex).sort((a, b) => a - b);
  process.stdout.write(
    `Lighthouse benchmark index of this machine: ${Math.round(indexes[0] ?? 0)}–${Math.round(indexes.at(-1) ?? 0)} ` +
      '(higher is faster; TBT rises as it falls)\n',
  );
  process.stdout.write(
    '| page | performance | FCP | LCP | LCP ÷ floor | SI | TBT | CLS | bytes | requests |\n',
  );
  process.stdout.write('|---|---|---|---|---|---|---|---|---|---|\n');
  let ok = true;
  for (const row of rows) {
    const ratio = floor ? row.lcp / floor.lcp : Number.NaN;
    const miss =
      row !== floor &&
      (row.score < TARGET.score || ratio > TARGET.lcpRatio || row.tbt > TARGET.tbtMs || row.cls > TARGET.cls);
    if (miss) ok = false;
    process.stdout.write(
      `| ${row.page} | ${row.score.toFixed(2)} | ${s(row.fcp)} | ${s(row.lcp)} | ${ratio.toFixed(2)} | ${s(row.si)} | ` +
        `${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${(row.bytes / 1024).toFixed(0)} KB | ${row.requests} |${miss ? ' ✗' : ''}\n`,
    );
  }
  return ok;
}

// `npm run bench:lighthouse` (after a build): this table alone.
if (process.argv[1]?.endsWith('bench-lighthouse.ts')) {
  runLighthouseBench()
    .then((ok) => {
      if (!ok) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
}
