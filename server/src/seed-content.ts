import type { Database } from 'better-sqlite3';
import type { Repositories, Services } from './services/container.ts';
import { hashPassword } from './services/passwords.ts';

/** Demo logins of the site content (docs/contract-content.md "Demo data"). */
export const CONTENT_DEMO_LOGINS = [
  { who: 'player who has not seen the popup notices', username: 'popup1', password: 'Popup1234' },
  {
    who: 'player who never logged in (welcome step, then popups)',
    username: 'welcome1',
    password: 'Welcome1234',
  },
] as const;

const DAY = 86_400_000;

/**
 * Seeds the site content once (guarded by the `popup1` account): the two content demo players,
 * every other account's popups marked seen (so only `popup1` and `welcome1` get the after-login
 * popups), and two feedbacks of `demo1`, one answered by the operator.
 */
export async function seedContent(
  db: Database,
  services: Services,
  repos: Repositories,
  now: () => number,
): Promise<void> {
  const { users } = repos;
  if (users.findByUsername('popup1')) return;
  const hashes = await Promise.all(CONTENT_DEMO_LOGINS.map((l) => hashPassword(l.password)));
  const at = now();
  const popupIds = services.site.announcements('PU').popup.map((n) => n.id);
  db.transaction(() => {
    if (users.findByUsername('popup1')) return;
    const others = db.prepare<[], { id: number }>('SELECT id FROM users').all();
    for (const { id } of others) repos.content.markPopupsSeen(id, popupIds, at);
    CONTENT_DEMO_LOGINS.forEach((login, i) => {
      const id = users.insert({
        username: login.username,
        passwordHash: hashes[i] ?? '',
        passwordChangedAt: at,
        createdAt: at,
        nickname: login.username === 'popup1' ? 'Popup Player' : 'Welcome Player',
        email: `${login.username}@lotus.example`,
        lastLoginAt: login.username === 'welcome1' ? null : at - DAY,
      });
      services.wallet.credit(
        id,
        services.wallet.toMinor(100),
        'deposit',
        `seed:${login.username}`,
        'opening deposit',
      );
    });
    const demo = users.findByUsername('demo1');
    if (demo) {
      const answered = repos.content.insertFeedback(
        demo.id,
        'deposit',
        'My bank transfer this morning has not reached my main wallet yet, can you check it please?',
        [],
        at - 3 * DAY,
      );
      repos.content.setReply(
        answered,
        'Thank you for waiting. The transfer arrived late from the bank and is now in your main wallet.',
        at - 3 * DAY + 2 * 3_600_000,
      );
      repos.content.insertFeedback(
        demo.id,
        'suggestion',
        'Please add more Vietnamese lottery stations to the fast games list.',
        [],
        at - DAY,
      );
    }
  })();
}
