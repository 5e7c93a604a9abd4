import type { Database } from 'better-sqlite3';

/**
 * Deterministic PRNG (mulberry32): the same seed gives the same catalogue on every machine.
 * @returns a function giving floats in [0, 1).
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One seeded vendor (docs/contract-games.md; server/README.md "Games"). */
interface VendorSeed {
  code: string;
  title: string;
  gameType: string;
  isGame: 'VASSALAGE' | 'DIRECT';
  color: string;
  games: number;
  isHot?: boolean;
  isNew?: boolean;
}

/** Vendor node ids start here (vendor nodeId = 1001 + position); game nodeId = 100000 + gameId. */
export const VENDOR_NODE_BASE = 1001;
/** Offset of game node ids: nodeId = GAME_NODE_BASE + gameId. */
export const GAME_NODE_BASE = 100000;

/** The seeded vendors in menu order; PG is the bench vendor with exactly 5,000 games. */
export const VENDOR_SEEDS: readonly VendorSeed[] = [
  {
    code: 'EVO',
    title: 'Evolution',
    gameType: 'LIVE',
    isGame: 'DIRECT',
    color: '#1f6f50',
    games: 30,
    isHot: true,
  },
  { code: 'SAG', title: 'SA Gaming', gameType: 'LIVE', isGame: 'DIRECT', color: '#7a1f3d', games: 30 },
  { code: 'DG', title: 'Dream Gaming', gameType: 'LIVE', isGame: 'DIRECT', color: '#24457a', games: 30 },
  {
    code: 'WM',
    title: 'WM Casino',
    gameType: 'LIVE',
    isGame: 'DIRECT',
    color: '#6b4b16',
    games: 30,
    isNew: true,
  },
  {
    code: 'PG',
    title: 'PG Soft',
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    color: '#c0392b',
    games: 5000,
    isHot: true,
  },
  {
    code: 'JILI',
    title: 'JILI',
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    color: '#d35400',
    games: 1000,
    isHot: true,
  },
  { code: 'PP', title: 'Pragmatic Play', gameType: 'RNG', isGame: 'VASSALAGE', color: '#8e44ad', games: 800 },
  { code: 'CQ9', title: 'CQ9', gameType: 'RNG', isGame: 'VASSALAGE', color: '#2c3e90', games: 500 },
  { code: 'JDB', title: 'JDB', gameType: 'RNG', isGame: 'VASSALAGE', color: '#16a085', games: 300 },
  {
    code: 'FC',
    title: 'Fa Chai',
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    color: '#b7950b',
    games: 200,
    isNew: true,
  },
  {
    code: 'SABA',
    title: 'SABA Sports',
    gameType: 'SPORTS',
    isGame: 'DIRECT',
    color: '#1a5276',
    games: 1,
    isHot: true,
  },
  { code: 'BTI', title: 'BTi Sports', gameType: 'SPORTS', isGame: 'DIRECT', color: '#117a65', games: 1 },
  { code: 'CMD', title: 'CMD368', gameType: 'SPORTS', isGame: 'DIRECT', color: '#784212', games: 1 },
  { code: 'AV', title: 'AV Esports', gameType: 'ESPORTS', isGame: 'DIRECT', color: '#4a235a', games: 1 },
  {
    code: 'IMES',
    title: 'IM Esports',
    gameType: 'ESPORTS',
    isGame: 'DIRECT',
    color: '#0e6251',
    games: 1,
    isHot: true,
  },
  { code: 'IA', title: 'IA Esports', gameType: 'ESPORTS', isGame: 'DIRECT', color: '#7b241c', games: 1 },
  {
    code: 'AI',
    title: 'AI Esports',
    gameType: 'ESPORTS',
    isGame: 'DIRECT',
    color: '#1b4f72',
    games: 1,
    isNew: true,
  },
  { code: 'TF', title: 'TF Gaming', gameType: 'ESPORTS', isGame: 'DIRECT', color: '#4d5656', games: 1 },
  { code: 'DS88', title: 'DS88 Sabong', gameType: 'COCKFIGHT', isGame: 'DIRECT', color: '#922b21', games: 1 },
  {
    code: 'DIG',
    title: 'DIG Cockfight',
    gameType: 'COCKFIGHT',
    isGame: 'DIRECT',
    color: '#6e2c00',
    games: 1,
  },
  { code: 'KA', title: 'KA Fish', gameType: 'FISH', isGame: 'VASSALAGE', color: '#1f618d', games: 15 },
  {
    code: 'JDBF',
    title: 'JDB Fishing',
    gameType: 'FISH',
    isGame: 'VASSALAGE',
    color: '#148f77',
    games: 15,
    isHot: true,
  },
  { code: 'CQ9F', title: 'CQ9 Fishing', gameType: 'FISH', isGame: 'VASSALAGE', color: '#2e4053', games: 15 },
  {
    code: 'KY',
    title: 'Kaiyuan Poker',
    gameType: 'PVP',
    isGame: 'DIRECT',
    color: '#633974',
    games: 12,
    isHot: true,
  },
  { code: 'V8', title: 'V8 Poker', gameType: 'PVP', isGame: 'DIRECT', color: '#a04000', games: 12 },
  { code: 'TP', title: 'TP Cards', gameType: 'PVP', isGame: 'DIRECT', color: '#0b5345', games: 12 },
  {
    code: 'TCG_SEA',
    title: 'TCG SEA Lottery',
    gameType: 'ELOTT',
    isGame: 'DIRECT',
    color: '#9a7d0a',
    games: 8,
  },
  { code: 'VNLOTT', title: 'VN Lottery', gameType: 'LOTT', isGame: 'DIRECT', color: '#b03a2e', games: 3 },
  {
    code: 'INHOUSE',
    title: 'Lotus Originals',
    gameType: 'INHOUSE',
    isGame: 'DIRECT',
    color: '#d4ac0d',
    games: 2,
    isNew: true,
  },
  // Last, so the vendors before keep their node ids: the fast lottery games of brand lottery.json.
  {
    code: 'LOTUSLOTT',
    title: 'Lotus Lottery',
    gameType: 'ELOTT',
    isGame: 'DIRECT',
    color: '#a93226',
    games: 2,
    isNew: true,
  },
];

/** The lottery games of the catalogue (docs/contract-lottery.md): code and name per vendor, in order. */
export const LOTTERY_CATALOGUE: Readonly<Record<'VNLOTT' | 'LOTUSLOTT', readonly [string, string][]>> = {
  VNLOTT: [
    ['MB', 'Miền Bắc'],
    ['MT', 'Miền Trung'],
    ['MN', 'Miền Nam'],
  ],
  LOTUSLOTT: [
    ['ST1', 'Siêu tốc 1 phút'],
    ['ST5', 'Siêu tốc 5 phút'],
  ],
};

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mystic',
  'Royal',
  'Wild',
  'Crystal',
  'Fortune',
  'Magic',
  'Silver',
  'Ancient',
  'Sacred',
  'Blazing',
  'Frozen',
  'Hidden',
  'Mighty',
  'Neon',
  'Ruby',
  'Emerald',
  'Sapphire',
  'Thunder',
  'Cosmic',
  'Secret',
  'Starry',
  'Imperial',
  'Jungle',
  'Ocean',
  'Desert',
  'Shadow',
  'Sunny',
  'Spicy',
  'Happy',
  'Super',
  'Mega',
  'Grand',
  'Little',
  'Burning',
  'Rising',
  'Dancing',
  'Flying',
  'Twin',
  'Wealthy',
  'Jolly',
  'Candy',
  'Pirate',
  'Samurai',
  'Viking',
  'Pharaoh',
  'Phoenix',
  'Panda',
  'Koi',
];
const NOUNS = [
  'Treasure',
  'Riches',
  'Gems',
  'Temple',
  'Kingdom',
  'Empire',
  'Quest',
  'Legend',
  'Spins',
  'Wheel',
  'Garden',
  'Palace',
  'Island',
  'Journey',
  'Party',
  'Festival',
  'Bonanza',
  'Jackpot',
  'Coins',
  'Wins',
  'Reels',
  'Stars',
  'Moon',
  'Sun',
  'River',
  'Mountain',
  'Forest',
  'Castle',
  'Tiger',
  'Monkey',
  'Rabbit',
  'Horse',
  'Ox',
  'Rooster',
  'Dog',
  'Goat',
  'Snake',
  'Rat',
  'Pig',
  'Cat',
  'Fruits',
  'Cherries',
  'Diamonds',
  'Pearls',
  'Lanterns',
  'Dragons',
  'Queens',
  'Kings',
  'Heroes',
  'Warriors',
];
const SUFFIXES = ['', ' Deluxe', ' Megaways', ' II'];
const LIVE_TABLES: [string, string][] = [
  ['Baccarat', 'baccarat'],
  ['Speed Baccarat', 'baccarat'],
  ['Roulette', 'roulette'],
  ['Blackjack', 'blackjack'],
  ['Sic Bo', 'sicbo'],
  ['Dragon Tiger', 'dragontiger'],
];
const FISH_NAMES = ['Ocean King', 'Fishing War', 'Mermaid Hunt', 'Shark Frenzy', 'Golden Toad'];
const PVP_GAMES = [
  "Texas Hold'em",
  'Blackjack Duel',
  'Niu Niu',
  'Teen Patti',
  'Rummy',
  'Baccarat Duel',
  'Dragon Tiger Duel',
  'Tien Len',
  'Mau Binh',
  'Pai Gow',
  'Fan Tan',
  'Sam Loc',
];
const ELOTT_GAMES = [
  'Lucky 5D',
  'Fast 3',
  'PK10',
  'Keno',
  'Thai Lotto',
  'Lao Lotto',
  'Malaysia 4D',
  'SEA 6/45',
];
const RNG_CLASSIFIES: [string, number][] = [
  ['slot', 0.7],
  ['arcade', 0.1],
  ['table', 0.1],
  ['crash', 0.05],
  ['bingo', 0.05],
];
const RNG_MIN_BETS = [10, 20, 50, 100, 200, 500]; // minor units (0.10 … 5.00)
const RNG_LINES = [1, 9, 20, 25, 30, 40, 50, 243, 1024];
/** The first PG games are fixed so tests and end-to-end suites can rely on them. */
const PG_FIXED: { name: string; hot: boolean; maintenance: boolean }[] = [
  { name: 'Lotus Fortune', hot: true, maintenance: false },
  { name: 'Dragon Gate', hot: true, maintenance: false },
  { name: 'Jade Tiger', hot: false, maintenance: true },
];

interface GameSeed {
  code: string;
  name: string;
  classify: string;
  minBetMinor: number;
  lines: number;
  hot: boolean;
  isNew: boolean;
  maintenance: boolean;
  plays: number;
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

function weighted(rand: () => number, items: readonly [string, number][]): string {
  let r = rand();
  for (const [value, weight] of items) {
    if (r < weight) return value;
    r -= weight;
  }
  return items[0]?.[0] ?? '';
}

function shuffledIndexes(rand: () => number, n: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}

function gamesOf(v: VendorSeed, rand: () => number): GameSeed[] {
  const code = (i: number) => `${v.code}-${String(i + 1).padStart(4, '0')}`;
  const base = (i: number, name: string, classify: string, minBetMinor: number, lines: number): GameSeed => ({
    code: code(i),
    name,
    classify,
    minBetMinor,
    lines,
    hot: rand() < 0.03,
    isNew: rand() < 0.02,
    maintenance: false,
    plays: Math.floor(rand() * 5000),
  });
  switch (v.gameType) {
    case 'RNG': {
      const order = shuffledIndexes(rand, ADJECTIVES.length * NOUNS.length * SUFFIXES.length);
      return Array.from({ length: v.games }, (_, i) => {
        const k = order[i] ?? i;
        const name = `${ADJECTIVES[k % ADJECTIVES.length] ?? ''} ${NOUNS[Math.floor(k / ADJECTIVES.length) % NOUNS.length] ?? ''}${SUFFIXES[Math.floor(k / (ADJECTIVES.length * NOUNS.length))] ?? ''}`;
        const g = base(
          i,
          name,
          weighted(rand, RNG_CLASSIFIES),
          pick(rand, RNG_MIN_BETS),
          pick(rand, RNG_LINES),
        );
        g.maintenance = rand() < 0.001;
        const fixed = v.code === 'PG' ? PG_FIXED[i] : undefined;
        if (fixed) {
          g.name = fixed.name;
          g.classify = 'slot';
          g.hot = fixed.hot;
          g.maintenance = fixed.maintenance;
          g.minBetMinor = 10;
          g.lines = 20;
          g.plays = 100000 - i;
        }
        return g;
      });
    }
    case 'LIVE':
      return Array.from({ length: v.games }, (_, i) => {
        const [name, classify] = LIVE_TABLES[i % LIVE_TABLES.length] ?? ['Baccarat', 'baccarat'];
        return base(
          i,
          `${name} ${String.fromCharCode(65 + Math.floor(i / LIVE_TABLES.length))}`,
          classify,
          pick(rand, [100, 500, 1000, 2000]),
          0,
        );
      });
    case 'FISH':
      return Array.from({ length: v.games }, (_, i) =>
        base(
          i,
          `${FISH_NAMES[i % FISH_NAMES.length] ?? ''} ${Math.floor(i / FISH_NAMES.length) + 1}`,
          'fishing',
          pick(rand, [10, 50, 100]),
          0,
        ),
      );
    case 'PVP':
      return Array.from({ length: v.games }, (_, i) =>
        base(i, PVP_GAMES[i] ?? `Table ${i + 1}`, 'card', pick(rand, [100, 500, 1000]), 0),
      );
    case 'ELOTT':
    case 'LOTT': {
      const fixed = v.code === 'VNLOTT' || v.code === 'LOTUSLOTT' ? LOTTERY_CATALOGUE[v.code] : undefined;
      return Array.from({ length: v.games }, (_, i) => {
        const own = fixed?.[i];
        const g = base(i, own?.[1] ?? ELOTT_GAMES[i] ?? `Lottery ${i + 1}`, 'lottery', 100, 0);
        return own ? { ...g, code: own[0] } : g;
      });
    }
    case 'INHOUSE':
      return [
        { ...base(0, 'Lotus Dice', 'dice', 1, 0), code: 'dice', hot: true },
        { ...base(1, 'Lotus Crash', 'crash', 1, 0), code: 'crash', hot: true },
      ];
    default: {
      const classify =
        v.gameType === 'SPORTS' ? 'sportsbook' : v.gameType === 'ESPORTS' ? 'esports' : 'cockfight';
      return [{ ...base(0, v.title, classify, 100, 0), hot: v.isHot === true }];
    }
  }
}

/**
 * Seeds the game catalogue (vendors, ≥ 8,000 games, PVP rooms, leaderboard winners) when the
 * `games` table is empty, in one transaction with prepared statements (well under a second).
 * Deterministic: a fixed-seed PRNG, never Math.random. Databases created before issue 3 get it on
 * their next start. Money in minor units (the brand currency has 2 decimals).
 *
 * @returns true when the catalogue was seeded.
 */
export function seedCatalogue(db: Database): boolean {
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM games').get()?.n ?? 0;
  if (count > 0) return false;
  const rand = mulberry32(20250303);
  const insertVendor = db.prepare(
    `INSERT INTO vendors (id, code, title, game_type, is_game, is_hot, is_new, color, sort)
     VALUES (@id, @code, @title, @gameType, @isGame, @isHot, @isNew, @color, @sort)`,
  );
  const insertGame = db.prepare(
    `INSERT INTO games (id, node_id, vendor_id, game_code, game_name, game_type, game_classify, min_bet_minor, lines, is_hot, is_new, maintenance, plays, sort)
     VALUES (@id, @nodeId, @vendorId, @code, @name, @gameType, @classify, @minBetMinor, @lines, @hot, @isNew, @maintenance, @plays, @sort)`,
  );
  const insertRoom = db.prepare(
    'INSERT INTO rooms (vendor_id, game_id, room_name, min_bet_minor, players) VALUES (?, ?, ?, ?, ?)',
  );
  const insertWinner = db.prepare('INSERT INTO winners (player, game_id, prize_minor) VALUES (?, ?, ?)');
  db.transaction(() => {
    let gameId = 0;
    const hotIds: number[] = [];
    // PG's games are inserted first so its gameIds are 1–5000 (PG-0001 = gameId 1); vendors keep menu order.
    const order = [...VENDOR_SEEDS.keys()].sort(
      (a, b) => Number(VENDOR_SEEDS[b]?.code === 'PG') - Number(VENDOR_SEEDS[a]?.code === 'PG') || a - b,
    );
    for (const index of order) {
      const v = VENDOR_SEEDS[index];
      if (!v) continue;
      const vendorId = VENDOR_NODE_BASE + index;
      insertVendor.run({
        id: vendorId,
        code: v.code,
        title: v.title,
        gameType: v.gameType,
        isGame: v.isGame,
        isHot: v.isHot ? 1 : 0,
        isNew: v.isNew ? 1 : 0,
        color: v.color,
        sort: index,
      });
      const first = gameId + 1;
      gamesOf(v, rand).forEach((g, sort) => {
        gameId += 1;
        insertGame.run({
          id: gameId,
          nodeId: GAME_NODE_BASE + gameId,
          vendorId,
          code: g.code,
          name: g.name,
          gameType: v.gameType,
          classify: g.classify,
          minBetMinor: g.minBetMinor,
          lines: g.lines,
          hot: g.hot ? 1 : 0,
          isNew: g.isNew ? 1 : 0,
          maintenance: g.maintenance ? 1 : 0,
          plays: g.plays,
          sort,
        });
        if (g.hot && v.gameType !== 'INHOUSE') hotIds.push(gameId);
      });
      if (v.gameType === 'PVP') {
        ['Beginner', 'Standard', 'High Roller', 'VIP'].forEach((level, i) => {
          const minBet = [100, 1000, 10000, 50000][i] ?? 100;
          insertRoom.run(
            vendorId,
            first + (i % v.games),
            `${v.title} ${level}`,
            minBet,
            5 + Math.floor(rand() * 200),
          );
        });
      }
    }
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (let i = 0; i < 20; i++) {
      const player = `${pick(rand, letters.split(''))}${pick(rand, letters.split(''))}***${Math.floor(rand() * 10)}`;
      insertWinner.run(player, pick(rand, hotIds), (500 + Math.floor(rand() * 49500)) * 100);
    }
  })();
  return true;
}

/**
 * Brings a catalogue seeded before the lottery (issue 10) to the lottery games of brand
 * lottery.json: VNLOTT's first three games become MB, MT, MN (Miền Bắc / Trung / Nam), its fourth
 * is removed (or, when something refers to it, put under maintenance), and the LOTUSLOTT vendor
 * with ST1 and ST5 is added. Does nothing when LOTUSLOTT exists (every fresh catalogue has it).
 *
 * @returns true when the catalogue was changed.
 */
export function upgradeLotteryCatalogue(db: Database): boolean {
  const vendorId = (code: string) =>
    db.prepare<[string], { id: number }>('SELECT id FROM vendors WHERE code = ?').get(code)?.id;
  const vn = vendorId('VNLOTT');
  if (vn === undefined || vendorId('LOTUSLOTT') !== undefined) return false;
  db.transaction(() => {
    const games = db
      .prepare<[number], { id: number }>('SELECT id FROM games WHERE vendor_id = ? ORDER BY sort, id')
      .all(vn);
    const rename = db.prepare<[string, string, number]>(
      'UPDATE games SET game_code = ?, game_name = ? WHERE id = ?',
    );
    LOTTERY_CATALOGUE.VNLOTT.forEach(([code, name], i) => {
      const game = games[i];
      if (game) rename.run(code, name, game.id);
    });
    for (const extra of games.slice(LOTTERY_CATALOGUE.VNLOTT.length)) {
      const used = ['favourites', 'recent_games', 'bets', 'launch_tokens', 'winners', 'rooms'].some(
        (table) => db.prepare(`SELECT 1 FROM ${table} WHERE game_id = ? LIMIT 1`).get(extra.id) !== undefined,
      );
      if (used) db.prepare<[number]>('UPDATE games SET maintenance = 1 WHERE id = ?').run(extra.id);
      else db.prepare<[number]>('DELETE FROM games WHERE id = ?').run(extra.id);
    }
    const index = VENDOR_SEEDS.findIndex((v) => v.code === 'LOTUSLOTT');
    const seed = VENDOR_SEEDS[index];
    if (!seed) return;
    const taken = db
      .prepare<[number], { id: number }>('SELECT id FROM vendors WHERE id = ?')
      .get(VENDOR_NODE_BASE + index);
    const id =
      taken === undefined
        ? VENDOR_NODE_BASE + index
        : (db.prepare<[], { id: number }>('SELECT MAX(id) AS id FROM vendors').get()?.id ??
            VENDOR_NODE_BASE) + 1;
    db.prepare(
      `INSERT INTO vendors (id, code, title, game_type, is_game, is_hot, is_new, color, sort)
       VALUES (?, ?, ?, ?, ?, 0, 1, ?, ?)`,
    ).run(id, seed.code, seed.title, seed.gameType, seed.isGame, seed.color, index);
    const insertGame = db.prepare(
      `INSERT INTO games (id, node_id, vendor_id, game_code, game_name, game_type, game_classify, min_bet_minor, lines, is_hot, is_new, maintenance, plays, sort)
       VALUES (?, ?, ?, ?, ?, ?, 'lottery', 100, 0, 0, 1, 0, 0, ?)`,
    );
    LOTTERY_CATALOGUE.LOTUSLOTT.forEach(([code, name], sort) => {
      const gameId = (db.prepare<[], { id: number }>('SELECT MAX(id) AS id FROM games').get()?.id ?? 0) + 1;
      insertGame.run(gameId, GAME_NODE_BASE + gameId, id, code, name, seed.gameType, sort);
    });
  })();
  return true;
}
