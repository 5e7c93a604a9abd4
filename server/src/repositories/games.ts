import type { Database } from 'better-sqlite3';

/** A `vendors` row. */
export interface VendorRow {
  id: number;
  code: string;
  title: string;
  game_type: string;
  is_game: 'VASSALAGE' | 'DIRECT';
  is_hot: number;
  is_new: number;
  color: string;
  sort: number;
}

/** A `games` row with its vendor's code and colour. */
export interface GameRow {
  id: number;
  node_id: number;
  vendor_id: number;
  vendor_code: string;
  vendor_color: string;
  game_code: string;
  game_name: string;
  game_type: string;
  game_classify: string;
  min_bet_minor: number;
  lines: number;
  is_hot: number;
  is_new: number;
  maintenance: number;
  plays: number;
  sort: number;
}

/** Filters of the game list (§3 Game query); absent = any. Money in minor units. */
export interface GameFilter {
  gameType?: string;
  vendorId?: number;
  gameClassify?: string;
  minBetMinor?: number;
  minLines?: number;
  name?: string;
  /** Game types whose whitelabel module is off: never listed (brand games.json `menus[].modId`). */
  hiddenTypes?: readonly string[];
}

/** A room of GLS2_roomList. */
export interface RoomRow {
  id: number;
  vendor_code: string;
  game_id: number;
  room_name: string;
  min_bet_minor: number;
  players: number;
}

const GAME_SELECT = `SELECT g.*, v.code AS vendor_code, v.color AS vendor_color FROM games g JOIN vendors v ON v.id = g.vendor_id`;

/** `g.game_type NOT IN (?, …)` for `types` (non-empty); the caller binds `types`. */
function notIn(types: readonly string[]): string {
  return `g.game_type NOT IN (${types.map(() => '?').join(', ')})`;
}

/** `AND g.game_type NOT IN (…)` or '' when nothing is hidden. */
function andVisible(hidden: readonly string[]): string {
  return hidden.length > 0 ? ` AND ${notIn(hidden)}` : '';
}

function where(f: GameFilter, skipClassify = false): { sql: string; params: (string | number)[] } {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  if (f.gameType !== undefined) {
    parts.push('g.game_type = ?');
    params.push(f.gameType);
  }
  if (f.vendorId !== undefined) {
    parts.push('g.vendor_id = ?');
    params.push(f.vendorId);
  }
  if (f.gameClassify !== undefined && !skipClassify) {
    parts.push('g.game_classify = ?');
    params.push(f.gameClassify);
  }
  if (f.minBetMinor !== undefined) {
    parts.push('g.min_bet_minor = ?');
    params.push(f.minBetMinor);
  }
  if (f.minLines !== undefined) {
    parts.push('g.lines >= ?');
    params.push(f.minLines);
  }
  if (f.name !== undefined) {
    parts.push('instr(lower(g.game_name), lower(?)) > 0');
    params.push(f.name);
  }
  if (f.hiddenTypes !== undefined && f.hiddenTypes.length > 0) {
    parts.push(notIn(f.hiddenTypes));
    params.push(...f.hiddenTypes);
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** All SQL on the catalogue (`vendors`, `games`, `rooms`, `winners`), `favourites` and `recent_games`. */
export class GamesRepository {
  constructor(private readonly db: Database) {}

  countAllGames(): number {
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM games').get()?.n ?? 0;
  }

  vendors(): VendorRow[] {
    return this.db.prepare<[], VendorRow>('SELECT * FROM vendors ORDER BY sort, id').all();
  }

  /** Case-insensitive vendor code. */
  vendorByCode(code: string): VendorRow | undefined {
    return this.db
      .prepare<[string], VendorRow>('SELECT * FROM vendors WHERE code = ? COLLATE NOCASE')
      .get(code);
  }

  vendorById(id: number): VendorRow | undefined {
    return this.db.prepare<[number], VendorRow>('SELECT * FROM vendors WHERE id = ?').get(id);
  }

  gameById(id: number): GameRow | undefined {
    return this.db.prepare<[number], GameRow>(`${GAME_SELECT} WHERE g.id = ?`).get(id);
  }

  gameByNodeId(nodeId: number): GameRow | undefined {
    return this.db.prepare<[number], GameRow>(`${GAME_SELECT} WHERE g.node_id = ?`).get(nodeId);
  }

  /** The first game of a vendor in catalogue order (a DIRECT vendor's lobby). */
  firstGameOfVendor(vendorId: number): GameRow | undefined {
    return this.db
      .prepare<[number], GameRow>(`${GAME_SELECT} WHERE g.vendor_id = ? ORDER BY g.sort, g.id LIMIT 1`)
      .get(vendorId);
  }

  listGames(f: GameFilter, limit: number, offset: number): GameRow[] {
    const w = where(f);
    return this.db
      .prepare<(string | number)[], GameRow>(`${GAME_SELECT} ${w.sql} ORDER BY g.sort, g.id LIMIT ? OFFSET ?`)
      .all(...w.params, limit, offset);
  }

  countGames(f: GameFilter): number {
    const w = where(f);
    return (
      this.db
        .prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM games g ${w.sql}`)
        .get(...w.params)?.n ?? 0
    );
  }

  /** Distinct classifies of the games matching `f` (its own classify filter ignored), sorted. */
  classifies(f: GameFilter): string[] {
    const w = where(f, true);
    return this.db
      .prepare<(string | number)[], { c: string }>(
        `SELECT DISTINCT g.game_classify AS c FROM games g ${w.sql} ORDER BY c`,
      )
      .all(...w.params)
      .map((r) => r.c);
  }

  /** Filter options of a vendor: distinct classifies, min bets (minor units) and line counts. */
  vendorOptions(vendorId: number): { classifies: string[]; minBetsMinor: number[]; lines: number[] } {
    const col = <T>(sql: string) =>
      this.db
        .prepare<[number], { v: T }>(sql)
        .all(vendorId)
        .map((r) => r.v);
    return {
      classifies: col<string>('SELECT DISTINCT game_classify AS v FROM games WHERE vendor_id = ? ORDER BY v'),
      minBetsMinor: col<number>(
        'SELECT DISTINCT min_bet_minor AS v FROM games WHERE vendor_id = ? ORDER BY v',
      ),
      lines: col<number>('SELECT DISTINCT lines AS v FROM games WHERE vendor_id = ? ORDER BY v'),
    };
  }

  /** Hot games, of one vendor when given, without the `hidden` game types. */
  hotGames(vendorId: number | undefined, limit: number, hidden: readonly string[] = []): GameRow[] {
    const vendor = vendorId === undefined ? '' : ' AND g.vendor_id = ?';
    return this.db
      .prepare<(string | number)[], GameRow>(
        `${GAME_SELECT} WHERE g.is_hot = 1${vendor}${andVisible(hidden)} ORDER BY g.sort, g.id LIMIT ?`,
      )
      .all(...(vendorId === undefined ? [] : [vendorId]), ...hidden, limit);
  }

  /** Most launched games first, without the `hidden` game types. */
  popular(limit: number, hidden: readonly string[] = []): GameRow[] {
    return this.db
      .prepare<(string | number)[], GameRow>(
        `${GAME_SELECT} WHERE 1 = 1${andVisible(hidden)} ORDER BY g.plays DESC, g.id LIMIT ?`,
      )
      .all(...hidden, limit);
  }

  addPlay(gameId: number): void {
    this.db.prepare<[number]>('UPDATE games SET plays = plays + 1 WHERE id = ?').run(gameId);
  }

  /** PVP rooms, of one vendor when given; none of a `hidden` game type. */
  rooms(vendorId: number | undefined, hidden: readonly string[] = []): RoomRow[] {
    const vendor = vendorId === undefined ? '' : ' AND r.vendor_id = ?';
    return this.db
      .prepare<(string | number)[], RoomRow>(
        `SELECT r.id, v.code AS vendor_code, r.game_id, r.room_name, r.min_bet_minor, r.players
           FROM rooms r JOIN vendors v ON v.id = r.vendor_id JOIN games g ON g.id = r.game_id
          WHERE 1 = 1${vendor}${andVisible(hidden)} ORDER BY r.id`,
      )
      .all(...(vendorId === undefined ? [] : [vendorId]), ...hidden);
  }

  roomById(id: number): RoomRow | undefined {
    return this.db
      .prepare<[number], RoomRow>(
        `SELECT r.id, v.code AS vendor_code, r.game_id, r.room_name, r.min_bet_minor, r.players
           FROM rooms r JOIN vendors v ON v.id = r.vendor_id WHERE r.id = ?`,
      )
      .get(id);
  }

  /**
   * Biggest wins: seeded winners and real bets (payout above stake), prize = payout, minor units.
   * `player` is the seeded (already masked) name or the member's username (masked by the service).
   */
  biggestWins(limit: number): { player: string; masked: number; gameName: string; prizeMinor: number }[] {
    return this.db
      .prepare<[number], { player: string; masked: number; gameName: string; prizeMinor: number }>(
        `SELECT player, masked, gameName, prizeMinor FROM (
           SELECT w.player AS player, 1 AS masked, g.game_name AS gameName, w.prize_minor AS prizeMinor
             FROM winners w JOIN games g ON g.id = w.game_id
           UNION ALL
           SELECT u.username, 0, COALESCE(g.game_name, b.game), b.payout_minor
             FROM bets b JOIN users u ON u.id = b.user_id LEFT JOIN games g ON g.id = b.game_id
            WHERE b.payout_minor > b.stake_minor
         ) ORDER BY prizeMinor DESC LIMIT ?`,
      )
      .all(limit);
  }

  addFavourite(userId: number, gameId: number, at: number): void {
    this.db
      .prepare<[number, number, number]>(
        'INSERT OR IGNORE INTO favourites (user_id, game_id, created_at) VALUES (?, ?, ?)',
      )
      .run(userId, gameId, at);
  }

  removeFavourite(userId: number, gameId: number): void {
    this.db
      .prepare<[number, number]>('DELETE FROM favourites WHERE user_id = ? AND game_id = ?')
      .run(userId, gameId);
  }

  /** The member's favourite games, newest first. */
  favourites(userId: number, limit: number, offset: number, hidden: readonly string[] = []): GameRow[] {
    return this.db
      .prepare<(string | number)[], GameRow>(
        `${GAME_SELECT} JOIN favourites f ON f.game_id = g.id WHERE f.user_id = ?${andVisible(hidden)}
          ORDER BY f.created_at DESC, f.rowid DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, ...hidden, limit, offset);
  }

  countFavourites(userId: number, hidden: readonly string[] = []): number {
    return (
      this.db
        .prepare<(string | number)[], { n: number }>(
          `SELECT COUNT(*) AS n FROM favourites f JOIN games g ON g.id = f.game_id
            WHERE f.user_id = ?${andVisible(hidden)}`,
        )
        .get(userId, ...hidden)?.n ?? 0
    );
  }

  /** Records a launch; the time is kept strictly increasing per member so the order is exact. */
  touchRecent(userId: number, gameId: number, at: number): void {
    this.db
      .prepare<[number, number, number, number]>(
        `INSERT INTO recent_games (user_id, game_id, launched_at)
         VALUES (?, ?, MAX(?, (SELECT COALESCE(MAX(launched_at), 0) + 1 FROM recent_games WHERE user_id = ?)))
         ON CONFLICT (user_id, game_id) DO UPDATE SET launched_at = excluded.launched_at`,
      )
      .run(userId, gameId, at, userId);
  }

  /** The member's launched games, most recent first. */
  recent(userId: number, limit: number, offset: number, hidden: readonly string[] = []): GameRow[] {
    return this.db
      .prepare<(string | number)[], GameRow>(
        `${GAME_SELECT} JOIN recent_games r ON r.game_id = g.id WHERE r.user_id = ?${andVisible(hidden)}
          ORDER BY r.launched_at DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, ...hidden, limit, offset);
  }

  countRecent(userId: number, hidden: readonly string[] = []): number {
    return (
      this.db
        .prepare<(string | number)[], { n: number }>(
          `SELECT COUNT(*) AS n FROM recent_games r JOIN games g ON g.id = r.game_id
            WHERE r.user_id = ?${andVisible(hidden)}`,
        )
        .get(userId, ...hidden)?.n ?? 0
    );
  }
}
