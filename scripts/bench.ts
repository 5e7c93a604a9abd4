/**
 * `npm run bench` — lobby performance for a vendor with 5,000 games on localhost (issue 3 Budget):
 * - time from navigation to the first row of thumbnails (ms, first image decoded in the grid),
 * - DOM nodes in the grid: the most game tiles mounted at once while scrolling top → bottom
 *   (budget: about 300),
 * - the lobby chunk's gzip size (every chunk holding `src/features/games/` modules).
 * Starts the reference server on a fresh database and drives the system Chromium. Needs a build.
 * Then Lighthouse on the main routes beside a static floor page (scripts/bench-lighthouse.ts), and
 * the agent-centre reports at scale (scripts/bench-agent.ts, also `npm run bench:agent`):
 * 10,000 downlines and 1,000,000 bets, p50/p95 of the team overview and team bets (target p95 ≤
 * 200 ms).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { AGENT_P95_BUDGET_MS, runAgentBench } from './bench-agent.ts';
import { runLighthouseBench } from './bench-lighthouse.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4320);
const BASE = `http://127.0.0.1:${PORT}`;
const VENDOR = process.env.BENCH_VENDOR ?? 'PG';
const MAX_TILES = 300;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/wps/system/status`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the reference server did not start');
}

function lobbyChunkBytes(): number {
  const graph = JSON.parse(readFileSync('dist/.vite/chunk-graph.json', 'utf8')) as Record<
    string,
    { modules: string[] }
  >;
  let total = 0;
  for (const [file, chunk] of Object.entries(graph)) {
    if (chunk.modules.some((m) => m.includes('/src/features/games/')))
      total += gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
  }
  return total;
}

async function main(): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('no build: run `npm run build` first');
  if (!existsSync(chromePath))
    throw new Error(`Chromium not found at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH`);
  const db = 'var/bench.db';
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOTUS_DB: db, NODE_ENV: 'development' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await waitForServer();
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    // Warm the server's caches once so the measurement is the site's, not the first SQL compile.
    await fetch(`${BASE}/wps/relay/GCSGAME_gameList?vassalage=${VENDOR}&pageNo=1&pageSize=42`);
    const started = Date.now();
    await page.goto(`${BASE}/rng?vassalage=${VENDOR}`);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="game-tile"] img')).some(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    const firstRowMs = Date.now() - started;

    let maxTiles = 0;
    const count = () => page.evaluate(() => document.querySelectorAll('[data-testid="game-tile"]').length);
    maxTiles = Math.max(maxTiles, await count());
    for (let step = 0; step < 40; step += 1) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(100);
      maxTiles = Math.max(maxTiles, await count());
    }
    const domNodes = await page.evaluate(() => document.querySelectorAll('*').length);
    const chunk = lobbyChunkBytes();

    const rows: [string, string][] = [
      ['vendor', `${VENDOR} (5,000 games)`],
      ['navigation → first row of thumbnails', `${firstRowMs} ms`],
      ['game tiles mounted at most (budget ≈ 300)', String(maxTiles)],
      ['DOM nodes in the page after scrolling', String(domNodes)],
      ['lobby chunk(s), gzip', `${(chunk / 1024).toFixed(1)} KB`],
    ];
    for (const [k, v] of rows) process.stdout.write(`${k.padEnd(46)} ${v}\n`);
    if (maxTiles > MAX_TILES) {
      process.stderr.write(`bench: ${maxTiles} tiles mounted, over the ${MAX_TILES} budget\n`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  process.stdout.write('\n');
  if (!(await runLighthouseBench())) {
    process.stderr.write('bench: a route misses a Lighthouse target of issue 13 (✗ above)\n');
    process.exitCode = 1;
  }
  process.stdout.write('\n');
  if (!(await runAgentBench())) {
    process.stderr.write(`bench: an agent-centre call is over the ${AGENT_P95_BUDGET_MS} ms p95 target\n`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
