import { describe, expect, it } from 'vitest';
import { collectComponentIds, resolveChrome, resolveLayout, resolvePanel } from './resolve';
import { testContext } from './test-context';
import type { ChromeFile, LayoutNode, PanelFile } from './types';

const nodes: LayoutNode[] = [
  { id: 'login', component: 'header.login', when: { loggedIn: false } },
  {
    id: 'menu',
    component: 'header.accountMenu',
    when: { loggedIn: true },
    children: [
      { id: 'mine', component: 'menu.link', props: { to: '?mc=securityCenter' } },
      { id: 'agent', component: 'menu.link', when: { role: 'agent' } },
    ],
  },
  { id: 'always', component: 'nav.link', props: { label: 'x' } },
];

describe('resolveLayout', () => {
  it('drops nodes whose condition fails, keeps order and pointers', () => {
    const resolved = resolveLayout(nodes, testContext(), '/regions/header');
    expect(resolved.map((node) => [node.id, node.pointer])).toEqual([
      ['login', '/regions/header/0'],
      ['always', '/regions/header/2'],
    ]);
    expect(resolved[1]?.props).toEqual({ label: 'x' });
    expect(resolved[0]?.props).toEqual({});
  });

  it('resolves children recursively against the same context', () => {
    const member = resolveLayout(nodes, testContext({ loggedIn: true, role: 'member' }));
    expect(member.map((node) => node.id)).toEqual(['menu', 'always']);
    expect(member[0]?.children.map((node) => [node.id, node.pointer])).toEqual([['mine', '/1/children/0']]);
    const agent = resolveLayout(nodes, testContext({ loggedIn: true, role: 'agent' }));
    expect(agent[0]?.children.map((node) => node.id)).toEqual(['mine', 'agent']);
  });

  it('does not change its input', () => {
    const copy = structuredClone(nodes);
    resolveLayout(nodes, testContext({ loggedIn: true, role: 'agent' }));
    expect(nodes).toEqual(copy);
  });
});

describe('resolveChrome', () => {
  it('resolves every region with region pointers', () => {
    const file: ChromeFile = {
      kind: 'chrome',
      regions: {
        header: nodes,
        sideMenu: [],
        rightBar: [],
        bottomNav: [],
        footer: [{ id: 'f', component: 'shell.footer' }],
        overlays: [],
      },
    };
    const regions = resolveChrome(file, testContext());
    expect(regions.header.map((node) => node.id)).toEqual(['login', 'always']);
    expect(regions.footer[0]?.pointer).toBe('/regions/footer/0');
  });
});

describe('resolvePanel', () => {
  const panel: PanelFile = {
    kind: 'panel',
    panel: 'ac',
    title: 'layout:ac.title',
    defaultPage: 'overview',
    pages: [
      { id: 'announcement', component: 'centre.comingSoon' },
      { id: 'overview', component: 'centre.comingSoon' },
      { id: 'dividend', component: 'centre.comingSoon', when: { flag: 'agentDividend' } },
    ],
  };

  it('picks the requested visible page', () => {
    const { pages, active } = resolvePanel(
      panel,
      testContext({ flags: { agentDividend: true } }),
      'dividend',
    );
    expect(pages).toHaveLength(3);
    expect(active?.id).toBe('dividend');
  });

  it('falls back to the default page for a hidden or unknown page', () => {
    expect(resolvePanel(panel, testContext(), 'dividend').active?.id).toBe('overview');
    expect(resolvePanel(panel, testContext(), 'nope').active?.id).toBe('overview');
    expect(resolvePanel(panel, testContext(), null).active?.id).toBe('overview');
  });
});

describe('collectComponentIds', () => {
  it('collects ids of nodes and children', () => {
    expect([...collectComponentIds(nodes)].sort()).toEqual([
      'header.accountMenu',
      'header.login',
      'menu.link',
      'nav.link',
    ]);
  });
});
