import { describe, expect, it } from 'vitest';
import type { GameMenu, VendorCard, VendorLane } from '../../lib/api/games-types';
import type { ResolvedNode } from '../../../core/layout/types';
import { orderCategoryNodes } from './category-order';
import { vendorSections } from './vendor-sections';

const link = (id: string, to: string, badge?: string): ResolvedNode => ({
  id,
  component: 'nav.link',
  props: badge ? { label: `layout:nav.${id}`, to, badge } : { label: `layout:nav.${id}`, to },
  children: [],
  pointer: `/x/${id}`,
});

const card = (vassalage: string, gameType: VendorCard['gameType']): VendorCard => ({
  vendor: vassalage,
  title: `${vassalage} title`,
  nodeId: vassalage.length,
  vassalage,
  gameType,
  isHot: false,
  isNew: false,
  logoUrl: '',
  maintenance: false,
  isGame: 'DIRECT',
});

const menu = (
  gameType: GameMenu['gameType'],
  route: string,
  labelName: string,
  vendors: VendorCard[] = [],
  isNew = false,
): GameMenu => ({
  gameType,
  route,
  labelName,
  isNew,
  bannerGroup: '',
  vendors,
});

describe('orderCategoryNodes', () => {
  it('shows the server menus in their order, only where the layout (whitelabel module) allows', () => {
    const nodes = [link('live', '/live', 'new'), link('rng', '/rng', 'new'), link('fish', '/fish')];
    const menus = [
      menu('FISH', '/fish', 'Fishing'),
      menu('PVP', '/pvp', 'PVP'),
      menu('LIVE', '/live', 'Live'),
      menu('RNG', '/rng', 'Slots'),
    ];
    expect(orderCategoryNodes(nodes, menus).map((n) => n.id)).toEqual(['fish', 'live', 'rng']);
  });

  it('keeps the layout badges and adds NEW for a menu flagged isNew', () => {
    const nodes = [link('live', '/live', 'new'), link('inhouse', '/inhouse')];
    const out = orderCategoryNodes(nodes, [
      menu('LIVE', '/live', 'Live'),
      menu('INHOUSE', '/inhouse', 'Originals', [], true),
    ]);
    expect(out.map((n) => n.props.badge)).toEqual(['new', 'new']);
  });
});

describe('vendorSections', () => {
  it('lists the category lanes, then the menu vendors no lane covered, by their own category', () => {
    const lanes: VendorLane[] = [
      { title: 'Sportsbooks', gameClassify: 'sb', gameType: 'SPORTS', cards: [card('CMD', 'SPORTS')] },
      { title: 'Slots', gameClassify: 'slot', gameType: 'RNG', cards: [card('PG', 'RNG')] },
    ];
    const menus = [
      menu('SPORTS', '/sports', 'Sports', [
        card('CMD', 'SPORTS'),
        card('AV', 'ESPORTS'),
        card('TF', 'ESPORTS'),
        card('DS88', 'COCKFIGHT'),
        card('DIG', 'COCKFIGHT'),
      ]),
      menu('ESPORTS', '/esports', 'E-Sports'),
      menu('COCKFIGHT', '/cockfight', 'Cockfight'),
    ];
    const sections = vendorSections('SPORTS', menus, lanes);
    expect(sections.map((s) => [s.title, s.cards.map((c) => c.vassalage)])).toEqual([
      ['Sportsbooks', ['CMD']],
      ['E-Sports', ['AV', 'TF']],
      ['Cockfight', ['DS88', 'DIG']],
    ]);
  });

  it('falls back to the menu vendors without lanes', () => {
    const menus = [
      menu('COCKFIGHT', '/cockfight', 'Cockfight', [card('DS88', 'COCKFIGHT'), card('DIG', 'COCKFIGHT')]),
    ];
    expect(vendorSections('COCKFIGHT', menus, [])).toEqual([
      {
        key: 'menu-COCKFIGHT',
        title: 'Cockfight',
        cards: [card('DS88', 'COCKFIGHT'), card('DIG', 'COCKFIGHT')],
      },
    ]);
  });
});
