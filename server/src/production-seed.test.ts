// Issue 14 point 0: a production start never seeds the demo accounts (whose passwords the README
// publishes), and refuses a database that holds them.
import { describe, expect, it, vi } from 'vitest';
import { DEMO_LOGINS } from './seed.ts';
import { createTestApp, login, repositories } from './test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

describe('demo accounts and production', () => {
  it('a production start on a fresh database has no demo account, but has the game catalogue', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      const users = repositories(prod.app).users;
      for (const { username } of DEMO_LOGINS)
        expect(users.findByUsername(username), username).toBeUndefined();
      expect(repositories(prod.app).games.countAllGames()).toBeGreaterThan(0);
      const res = await login(prod.app, 'demo1', 'Demo1234');
      expect(res.json()).toMatchObject({ success: false });
    } finally {
      await prod.close();
    }
  });

  it('a production start on a database that holds the demo accounts refuses, naming them', async () => {
    const dev = await createTestApp({ env: 'development' });
    const { dbPath } = dev;
    await dev.app.close();
    try {
      await expect(createTestApp({ env: 'production', dbPath })).rejects.toThrow(
        /Refusing to start in production: the database holds the demo accounts demo1, agent1/,
      );
    } finally {
      await dev.close().catch(() => undefined);
    }
  });
});
