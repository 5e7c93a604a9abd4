import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { scaledRateLimits } from './options.ts';
import { DEMO_LOGINS } from './seed.ts';

// Entry point of `npm run serve` / `npm start`: one port serves the built site (dist/) and the API.
const DEFAULT_PORT = 8080;
const DEFAULT_HOST = '127.0.0.1';

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const host = process.env.HOST ?? DEFAULT_HOST;
const dbPath = resolve(process.env.LOTUS_DB ?? 'var/lotus.db');
const multiplier = Number(process.env.LOTUS_RATE_LIMIT_MULTIPLIER ?? '1');
mkdirSync(dirname(dbPath), { recursive: true });

// A configuration the server refuses (invalid brand files, demo accounts in production) is told
// in one clear line, without a stack trace.
const app = await buildApp({
  dbPath,
  staticDir: 'dist',
  logger: true,
  rateLimits:
    Number.isFinite(multiplier) && multiplier > 0 && multiplier !== 1
      ? scaledRateLimits(multiplier)
      : undefined,
}).catch((error: unknown) => {
  process.stderr.write(`Lotus did not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
await app.listen({ port, host });
// The start banner is the command's output for a person, not a log line.
process.stdout.write(
  [
    `Lotus is running at http://${shownHost}:${port}  (PORT default ${DEFAULT_PORT}, HOST default ${DEFAULT_HOST})`,
    `database: ${dbPath}`,
    ...(app.env === 'production'
      ? ['production: no demo accounts']
      : [
          'demo logins:',
          ...DEMO_LOGINS.map((l) => `  ${l.username.padEnd(8)} ${l.password.padEnd(10)} ${l.who}`),
        ]),
  ].join('\n') + '\n',
);
