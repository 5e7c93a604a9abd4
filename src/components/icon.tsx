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
  | 'people';

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
  game: 'M6 8h12a4 4 0 014 4v1a3 3 0 01-5.4 1.8L15 13H9l-1.6 1.8A3 3 0 012 13v-1a4 4 0 014-4zM8 10v3M6.5 11.5h3',
  sun: 'M12 7a5 5 0 100 10 5 5 0 000-10zM12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  moon: 'M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z',
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  send: 'M22 2L11 13M22 2l-7 20-4-9-9-4z',
  people: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M16 3a4 4 0 010 8M22 21a7 7 0 00-4-6.3',
};

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

/** Icon for a layout `icon` prop; unknown names fall back to the game pad. */
export function iconFor(name: string): IconName {
  const byProp: Record<string, IconName> = {
    home: 'home',
    vip: 'star',
    referral: 'people',
    rebate: 'gift',
    download: 'download',
    pointMall: 'gift',
  };
  return byProp[name] ?? 'game';
}
