import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';

/** The system Chromium the scripts drive (never a downloaded browser). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium flags of every script and test that drives it: no sandbox, GPU or background traffic. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A running reference server on a fresh database, serving the built site. */
export interface SiteServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  stop(): void;
}

/**
 * Starts `server/src/main.ts` (development mode: the demo data a newcomer sees) on `port` with a
 * fresh database at `var/<name>.db`, and waits until it answers.
 * @throws Error when there is no build, no Chromium at {@link CHROME_PATH}, or the server does not
 *   answer within 120 s.
 */
export async function startSiteServer(port: number, name: string): Promise<SiteServer> {
  if (!existsSync('dist/index.html')) throw new Error('no build: run `npm run build` first');
  if (!existsSync(CHROME_PATH))
    throw new Error(
      `Chromium not found at ${CHROME_PATH}: apt-get update && apt-get install -y chromium, or set CHROME_PATH`,
    );
  mkdirSync('var', { recursive: true });
  const db = `var/${name}.db`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOTUS_DB: db,
      NODE_ENV: 'development',
      LOTUS_RATE_LIMIT_MULTIPLIER: '1000',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/wps/system/status`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`the reference server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
