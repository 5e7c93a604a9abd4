import type { GameCategory, GameMenu, VendorCard, VendorLane } from '../../lib/api/games-types';

export interface VendorSection {
  key: string;
  title: string;
  cards: VendorCard[];
}

/**
 * The vendor sections of a category page (§3 Game vendor entry): first the vendor lanes of that
 * category (`GCSGAME_newGameVendor`, lane title as heading), then any vendor the category's menu
 * lists that no lane covered, grouped by its own category under that category's menu label — so
 * /sports shows its e-sports (AV, IMES, IA, AI, TF) and cockfight (DS88, DIG) vendors too (§3
 * "both belong to sports"). Without lanes, the menu's vendors alone are grouped that way.
 */
export function vendorSections(
  gameType: GameCategory,
  menus: readonly GameMenu[],
  lanes: readonly VendorLane[],
): VendorSection[] {
  const sections: VendorSection[] = [];
  const seen = new Set<string>();
  lanes
    .filter((lane) => lane.gameType === gameType && lane.cards.length > 0)
    .forEach((lane, index) => {
      for (const card of lane.cards) seen.add(card.vassalage);
      sections.push({ key: `lane-${index}-${lane.gameClassify}`, title: lane.title, cards: lane.cards });
    });
  const menu = menus.find((m) => m.gameType === gameType);
  const rest = (menu?.vendors ?? []).filter((card) => !seen.has(card.vassalage));
  const groups = new Map<GameCategory, VendorCard[]>();
  for (const card of rest) groups.set(card.gameType, [...(groups.get(card.gameType) ?? []), card]);
  for (const [type, cards] of groups) {
    const label = menus.find((m) => m.gameType === type)?.labelName ?? menu?.labelName ?? type;
    sections.push({ key: `menu-${type}`, title: label, cards });
  }
  return sections;
}
