import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateLayoutDir } from '../../scripts/validate-layout-dir';
import { evaluateCondition } from '../../core/layout/conditions';
import { panelFiles } from '../../src/layout/panel-files';
import type { SiteContext } from '../../core/layout/site-context';
import { testContext } from '../../core/layout/test-context';
import { validateLayoutFile } from '../../src/layout/validate';

const LAYOUT_DIR = join(import.meta.dirname, '../../layouts');

describe('layout files', () => {
  it('every file in layouts/ validates against schemas/layout.schema.json', () => {
    expect(validateLayoutDir(LAYOUT_DIR)).toEqual([]);
  });

  it('reports a bad condition with its JSON pointer', () => {
    const file = {
      kind: 'chrome',
      regions: {
        header: [{ id: 'x', component: 'header.login', when: { loggedIn: 'yes' } }],
        sideMenu: [],
        rightBar: [],
        footer: [],
        overlays: [],
      },
    };
    const issues = validateLayoutFile(file, 'chrome.json');
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.some((issue) => issue.pointer.startsWith('/regions/header/0/when'))).toBe(true);
  });

  it('rejects a code string as a condition', () => {
    const file = {
      kind: 'panel',
      panel: 'mc',
      title: 't',
      defaultPage: 'a',
      pages: [{ id: 'a', component: 'centre.comingSoon', when: 'user.isAgent' }],
    };
    expect(validateLayoutFile(file, 'p.json')).not.toEqual([]);
  });

  it('rejects two operators in one condition object', () => {
    const file = {
      kind: 'panel',
      panel: 'mc',
      title: 't',
      defaultPage: 'a',
      pages: [{ id: 'a', component: 'centre.comingSoon', when: { flag: 'x', loggedIn: true } }],
    };
    expect(validateLayoutFile(file, 'p.json')).not.toEqual([]);
  });

  it('reports duplicate sibling ids, duplicate paths and a missing default page', () => {
    const panel = {
      kind: 'panel',
      panel: 'ac',
      title: 't',
      defaultPage: 'missing',
      pages: [
        { id: 'a', component: 'centre.comingSoon' },
        { id: 'a', component: 'centre.comingSoon' },
      ],
    };
    const messages = validateLayoutFile(panel, 'p.json').map((issue) => issue.message);
    expect(messages).toContain('duplicate node id "a" among siblings');
    expect(messages).toContain('default page "missing" is not a page');

    const routes = {
      kind: 'routes',
      loginExempt: [],
      notFound: 'page.notFound',
      notAvailable: 'page.notAvailable',
      routes: [
        { path: '/a', page: 'page.home', chrome: 'full' },
        { path: '/b', aliases: ['/A'], page: 'page.home', chrome: 'full' },
      ],
    };
    expect(validateLayoutFile(routes, 'r.json')).toEqual([
      { file: 'r.json', pointer: '/routes/1', message: 'path "/A" is also used by route "/a"' },
    ]);
  });

  it('validateLayoutDir reports files that are not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    writeFileSync(join(dir, 'broken.json'), '{ nope');
    const issues = validateLayoutDir(dir);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toMatch(/not valid JSON/);
  });
});

describe('member-centre panel (layouts/member-centre.json)', () => {
  const visibleIds = (ctx: SiteContext): string[] =>
    panelFiles.mc.pages.filter((page) => evaluateCondition(page.when, ctx)).map((page) => page.id);
  const member = { loggedIn: true, role: 'member' as const };

  it('shows transferUpline to a downline only (§2 transferUpline)', () => {
    expect(visibleIds(testContext({ ...member, toUpline: true }))).toContain('transferUpline');
    expect(visibleIds(testContext(member))).not.toContain('transferUpline');
  });

  it('shows referral to agents and when the referral button flag is on', () => {
    expect(visibleIds(testContext(member))).not.toContain('referral');
    expect(visibleIds(testContext({ ...member, flags: { referralButton: true } }))).toContain('referral');
    expect(visibleIds(testContext({ loggedIn: true, role: 'agent' }))).toContain('referral');
  });
});
