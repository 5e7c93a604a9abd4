-- Issue 3: game catalogue, favourites, recent launches, per-vendor wallets, bets, launch tokens,
-- in-house provably fair seeds and rounds, idempotent requests. Times are epoch ms; money is integer
-- minor units.

-- Accounts gain a wallet: 'MAIN' or a vendor code (transfer wallets, §7 Wallet). Rebuilt because
-- the old table had user_id UNIQUE (one account per member); ids are kept, so ledger entries stay valid.
CREATE TABLE accounts_new (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER REFERENCES users(id),
  kind        TEXT NOT NULL CHECK (kind IN ('house', 'member')),
  wallet      TEXT NOT NULL DEFAULT 'MAIN',
  currency    TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);
INSERT INTO accounts_new (id, user_id, kind, wallet, currency, created_at)
  SELECT id, user_id, kind, 'MAIN', currency, created_at FROM accounts;
DROP TABLE accounts;
ALTER TABLE accounts_new RENAME TO accounts;
CREATE UNIQUE INDEX accounts_member_wallet ON accounts (user_id, wallet) WHERE user_id IS NOT NULL;
CREATE INDEX accounts_house ON accounts (kind, currency);
CREATE INDEX ledger_transactions_kind ON ledger_transactions (kind);

-- Game vendors (§3 Game vendor entry). id = nodeId of the vendor card; code = vendor = vassalage.
CREATE TABLE vendors (
  id         INTEGER PRIMARY KEY,
  code       TEXT NOT NULL UNIQUE,
  title      TEXT NOT NULL,
  game_type  TEXT NOT NULL,
  is_game    TEXT NOT NULL CHECK (is_game IN ('VASSALAGE', 'DIRECT')),
  is_hot     INTEGER NOT NULL DEFAULT 0,
  is_new     INTEGER NOT NULL DEFAULT 0,
  color      TEXT NOT NULL,
  sort       INTEGER NOT NULL
);

-- Games. id = gameId; node_id = nodeId of the game (favourites, launch).
CREATE TABLE games (
  id             INTEGER PRIMARY KEY,
  node_id        INTEGER NOT NULL UNIQUE,
  vendor_id      INTEGER NOT NULL REFERENCES vendors(id),
  game_code      TEXT NOT NULL,
  game_name      TEXT NOT NULL,
  game_type      TEXT NOT NULL,
  game_classify  TEXT NOT NULL,
  min_bet_minor  INTEGER NOT NULL,
  lines          INTEGER NOT NULL,
  is_hot         INTEGER NOT NULL DEFAULT 0,
  is_new         INTEGER NOT NULL DEFAULT 0,
  maintenance    INTEGER NOT NULL DEFAULT 0,
  plays          INTEGER NOT NULL DEFAULT 0,
  sort           INTEGER NOT NULL,
  UNIQUE (vendor_id, game_code)
);
CREATE INDEX games_vendor ON games (vendor_id, sort, id);
CREATE INDEX games_type ON games (game_type, sort, id);
CREATE INDEX games_hot ON games (is_hot, sort, id);
CREATE INDEX games_popular ON games (plays DESC, id);

-- PVP rooms (GLS2_roomList); a room launches its game.
CREATE TABLE rooms (
  id             INTEGER PRIMARY KEY,
  vendor_id      INTEGER NOT NULL REFERENCES vendors(id),
  game_id        INTEGER NOT NULL REFERENCES games(id),
  room_name      TEXT NOT NULL,
  min_bet_minor  INTEGER NOT NULL,
  players        INTEGER NOT NULL
);

-- Seeded winners of the leaderboard (GCSGAME_getRankList), shown with real big wins.
CREATE TABLE winners (
  id           INTEGER PRIMARY KEY,
  player       TEXT NOT NULL,
  game_id      INTEGER NOT NULL REFERENCES games(id),
  prize_minor  INTEGER NOT NULL
);

CREATE TABLE favourites (
  user_id     INTEGER NOT NULL REFERENCES users(id),
  game_id     INTEGER NOT NULL REFERENCES games(id),
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, game_id)
);
CREATE INDEX favourites_recent ON favourites (user_id, created_at DESC);

CREATE TABLE recent_games (
  user_id      INTEGER NOT NULL REFERENCES users(id),
  game_id      INTEGER NOT NULL REFERENCES games(id),
  launched_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, game_id)
);
CREATE INDEX recent_games_latest ON recent_games (user_id, launched_at DESC);

-- The first answer of every money-moving call, per member and requestId (a repeat returns it).
CREATE TABLE idempotent_requests (
  user_id     INTEGER NOT NULL REFERENCES users(id),
  request_id  TEXT NOT NULL,
  kind        TEXT NOT NULL,
  response    TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, request_id)
);

-- One-time launch tokens of the simulated vendor (stored as SHA-256 hex).
CREATE TABLE launch_tokens (
  token_hash  TEXT PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id),
  game_id     INTEGER NOT NULL REFERENCES games(id),
  wallet      TEXT NOT NULL,
  language    TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
);

-- Every settled round (in-house and simulated vendor): the betting record.
CREATE TABLE bets (
  id              INTEGER PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  request_id      TEXT NOT NULL,
  game            TEXT NOT NULL,
  game_id         INTEGER REFERENCES games(id),
  vendor          TEXT NOT NULL,
  wallet          TEXT NOT NULL,
  stake_minor     INTEGER NOT NULL CHECK (stake_minor > 0),
  payout_minor    INTEGER NOT NULL CHECK (payout_minor >= 0),
  transaction_id  INTEGER NOT NULL REFERENCES ledger_transactions(id),
  created_at      INTEGER NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX bets_user ON bets (user_id, created_at DESC);
CREATE INDEX bets_payout ON bets (payout_minor DESC);

-- In-house provably fair server seeds: one active (revealed_at NULL) per member.
CREATE TABLE inhouse_seeds (
  id                INTEGER PRIMARY KEY,
  user_id           INTEGER NOT NULL REFERENCES users(id),
  server_seed       TEXT NOT NULL,
  server_seed_hash  TEXT NOT NULL,
  client_seed       TEXT NOT NULL,
  nonce             INTEGER NOT NULL DEFAULT 0,
  created_at        INTEGER NOT NULL,
  revealed_at       INTEGER
);
CREATE UNIQUE INDEX inhouse_seeds_active ON inhouse_seeds (user_id) WHERE revealed_at IS NULL;

CREATE TABLE inhouse_rounds (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id),
  seed_id      INTEGER NOT NULL REFERENCES inhouse_seeds(id),
  bet_id       INTEGER NOT NULL REFERENCES bets(id),
  game         TEXT NOT NULL CHECK (game IN ('dice', 'crash')),
  client_seed  TEXT NOT NULL,
  nonce        INTEGER NOT NULL,
  outcome      REAL NOT NULL,
  params       TEXT NOT NULL,
  created_at   INTEGER NOT NULL
);
CREATE INDEX inhouse_rounds_user ON inhouse_rounds (user_id, id DESC);
