import { MOTIF_PATHS } from '../../core/game-motifs';

/** Names of the inline icons the shell draws. */
export type IconName =
  | 'menu'
  | 'close'
  | 'eye'
  | 'eyeOff'
  | 'refresh'
  | 'chevronDown'
  | 'chevronLeft'
  | 'chevronRight'
  | 'home'
  | 'star'
  | 'gift'
  | 'chat'
  | 'download'
  | 'game'
  | 'sun'
  | 'moon'
  | 'globe'
  | 'send'
  | 'people'
  | 'slots'
  | 'live'
  | 'fish'
  | 'cards'
  | 'ball'
  | 'rooster'
  | 'balls'
  | 'ticket'
  | 'numberGrid'
  | 'dice'
  | 'bag'
  | 'percent'
  | 'help'
  | 'qrCode'
  | 'shield'
  | 'sliders'
  | 'phone'
  | 'login'
  | 'user'
  | 'plus'
  | 'more'
  | 'grid';

const PATHS: Record<IconName, string> = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10-3a3 3 0 100 6 3 3 0 000-6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0112 5c6 0 10 7 10 7a17 17 0 01-3.2 3.9M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.7 9.7 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  home: 'M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7S10 3 8 4s0 3 4 3c4 0 6-2 4-3s-4 3-4 3',
  chat: 'M4 5h16v11H8l-4 4z',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  game: MOTIF_PATHS.game,
  sun: 'M12 7a5 5 0 100 10 5 5 0 000-10zM12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  moon: 'M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z',
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  send: 'M22 2L11 13M22 2l-7 20-4-9-9-4z',
  people: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M16 3a4 4 0 010 8M22 21a7 7 0 00-4-6.3',
  // Game categories (§1): one motif each, same 24 × 24 grid, 2 px round stroke — the motifs of
  // the generated game art (core/game-motifs.ts, core/game-art.ts).
  slots: MOTIF_PATHS.slots,
  live: 'M12 11a1 1 0 100 2 1 1 0 000-2zM8.5 8.5a5 5 0 000 7M15.5 8.5a5 5 0 010 7M5.6 5.6a9 9 0 000 12.8M18.4 5.6a9 9 0 010 12.8',
  fish: MOTIF_PATHS.fish,
  cards: MOTIF_PATHS.cards,
  ball: MOTIF_PATHS.ball,
  rooster: MOTIF_PATHS.rooster,
  balls: MOTIF_PATHS.balls,
  ticket: MOTIF_PATHS.ticket,
  numberGrid:
    'M5 4h14a1 1 0 011 1v14a1 1 0 01-1 1H5a1 1 0 01-1-1V5a1 1 0 011-1zM4 9.3h16M4 14.7h16M9.3 4v16M14.7 4v16M12 12h.01',
  dice: MOTIF_PATHS.dice,
  bag: 'M5 8h14l-1.2 11.1a2 2 0 01-2 1.9H8.2a2 2 0 01-2-1.9zM9 10V7a3 3 0 016 0v3',
  percent: 'M19 5L5 19M7 4.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM17 14.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z',
  help: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9.5 9.5a2.5 2.5 0 115 0c0 1.5-2.5 2-2.5 3.5M12 17h.01',
  // Install steps of the app download (§2 Download modal).
  qrCode:
    'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 19.5v.5M19.5 14h.5M7 7h.01M17 7h.01M7 17h.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  sliders: 'M4 7h9M17 7h3M15 5v4M4 17h3M11 17h9M9 15v4',
  phone: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zM11 18h2',
  login: 'M14 4h4a2 2 0 012 2v12a2 2 0 01-2 2h-4M10 8l4 4-4 4M14 12H3',
  // The phone header and right bar (issue 15).
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  plus: 'M12 5v14M5 12h14',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  // Fallback for an icon name the site does not know.
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
};

/** The SVG path (24 × 24 grid, meant for a 2 px round stroke) of an icon, for art that reuses the motifs. */
export function iconPath(name: IconName): string {
  return PATHS[name];
}

/** A decorative stroke icon; always `aria-hidden`, so the control around it carries the label. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/**
 * Icon of each layout `icon` prop (layouts/*.json): every game category of §1 has its own motif
 * (rng slots, live, fish, pvp cards, sports, esports, cockfight, lottery, elott, vnlottery,
 * inhouse), as do the point mall, promotions, rebate and help.
 */
export const ICON_BY_PROP: Readonly<Record<string, IconName>> = {
  home: 'home',
  vip: 'star',
  referral: 'people',
  download: 'download',
  rng: 'slots',
  slots: 'slots',
  live: 'live',
  fish: 'fish',
  pvp: 'cards',
  cards: 'cards',
  sports: 'ball',
  esports: 'game',
  cockfight: 'rooster',
  lottery: 'balls',
  elott: 'ticket',
  vnlottery: 'numberGrid',
  inhouse: 'dice',
  pointMall: 'bag',
  promotions: 'gift',
  promo: 'gift',
  rebate: 'percent',
  help: 'help',
  gift: 'gift',
  plus: 'plus',
  user: 'user',
};

/** Icon for a layout `icon` prop ({@link ICON_BY_PROP}); an unknown name gets a neutral grid. */
export function iconFor(name: string): IconName {
  return ICON_BY_PROP[name] ?? 'grid';
}
