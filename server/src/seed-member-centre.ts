import type { Database } from 'better-sqlite3';
import type { Repositories } from './services/container.ts';

const SEEDED_KEY = 'seed:member-messages';

/** Demo platform messages (§2 messageV2) for demo1; HTML, sanitized by the site (DOMPurify). */
const MESSAGES: { title: string; content: string; hoursAgo: number }[] = [
  {
    title: 'Welcome to Lotus',
    content:
      '<p>Welcome aboard, <strong>Demo Player</strong>! Your account is ready.</p><p>Open <em>My account</em> to add a payment password and link your email.</p>',
    hoursAgo: 72,
  },
  {
    title: 'Your VIP level: Silver',
    content:
      '<p>Congratulations, you reached <strong style="color:#7d7d7d">Silver</strong>.</p><ul><li>Faster withdrawals</li><li>Weekly rebate</li></ul>',
    hoursAgo: 48,
  },
  {
    title: 'Play responsibly',
    content:
      '<p>You can set deposit limits, a reality check, a time-out or self-exclusion at any time under <strong>Responsible gaming</strong>.</p>',
    hoursAgo: 24,
  },
  {
    title: 'Weekend bonus',
    content:
      '<p>Deposit this weekend and receive a <strong>10%</strong> bonus.</p><p><a href="/promotions">See promotions</a></p>',
    hoursAgo: 3,
  },
];

/**
 * Seeds demo messages for `demo1` once per database (a settings flag, so databases seeded before
 * issue 4 get them on their next start and a restart never duplicates them).
 * @returns true when messages were added.
 */
export function seedMemberMessages(db: Database, repos: Repositories, now: () => number): boolean {
  const { settings, users, memberCentre } = repos;
  if (settings.get(SEEDED_KEY) !== undefined) return false;
  const demo = users.findByUsername('demo1');
  if (!demo) return false;
  const at = now();
  db.transaction(() => {
    for (const m of MESSAGES)
      memberCentre.insertMessage(demo.id, m.title, m.content, at - m.hoursAgo * 3_600_000);
    settings.setIfAbsent(SEEDED_KEY, String(at));
  })();
  return true;
}
