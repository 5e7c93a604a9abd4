-- Issue 10 lottery (docs/contract-lottery.md). Times are epoch ms; money is integer minor units;
-- every movement is ledger entries (kinds lotteryBet, lotteryWin, lotteryReversal).

-- One station's drawing on one draw key (brand-local date of a daily game, brand-local minute of a
-- fast game). open → locked (lock_at) → drawn (results published, bets settled). The server seed
-- is random; its SHA-256 is published while the draw is open and the seed is revealed once drawn.
-- version: 0 before the draw, 1 when drawn, +1 per correction.
CREATE TABLE lottery_draws (
  id                INTEGER PRIMARY KEY,
  game_code         TEXT NOT NULL,
  station_code      TEXT NOT NULL,
  draw_key          TEXT NOT NULL,
  status            TEXT NOT NULL CHECK (status IN ('open', 'locked', 'drawn')),
  lock_at           INTEGER NOT NULL,
  draw_at           INTEGER NOT NULL,
  server_seed       TEXT NOT NULL,
  server_seed_hash  TEXT NOT NULL,
  results           TEXT,                                    -- JSON prize → numbers, once drawn
  version           INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
  drawn_at          INTEGER,
  created_at        INTEGER NOT NULL,
  UNIQUE (game_code, station_code, draw_key)
);
CREATE INDEX lottery_draws_game ON lottery_draws (game_code, status, draw_at);
CREATE INDEX lottery_draws_due ON lottery_draws (status, lock_at, draw_at);
CREATE INDEX lottery_draws_drawn ON lottery_draws (game_code, station_code, draw_at DESC) WHERE status = 'drawn';

-- One placed order (POST /lgw/vn/bets): its lines are lottery_bets rows; its cost left the
-- member's MAIN in one ledger transaction (kind lotteryBet, reference lottery:<order_no>).
CREATE TABLE lottery_orders (
  id              INTEGER PRIMARY KEY,
  order_no        TEXT NOT NULL UNIQUE,                      -- e.g. L20261124-000042
  user_id         INTEGER NOT NULL REFERENCES users(id),
  request_id      TEXT NOT NULL,
  draw_id         INTEGER NOT NULL REFERENCES lottery_draws(id),
  prize_mode      TEXT NOT NULL,
  cost_minor      INTEGER NOT NULL CHECK (cost_minor > 0),
  transaction_id  INTEGER NOT NULL REFERENCES ledger_transactions(id),
  created_at      INTEGER NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX lottery_orders_user ON lottery_orders (user_id, id DESC);

-- One line of an order, settled with the odds, unit price and point value it was placed with.
-- payout_minor is the line's win under the draw's settled_version (0 while
-- pending or lost); shortfall_minor is what a correction could not take back (balance at 0);
-- bet_row_id is the line's row in `bets` (betting record, rebates, agent reports), once settled.
CREATE TABLE lottery_bets (
  id               INTEGER PRIMARY KEY,
  order_id         INTEGER NOT NULL REFERENCES lottery_orders(id),
  order_no         TEXT NOT NULL,
  user_id          INTEGER NOT NULL REFERENCES users(id),
  request_id       TEXT NOT NULL,
  draw_id          INTEGER NOT NULL REFERENCES lottery_draws(id),
  game_code        TEXT NOT NULL,
  prize_mode       TEXT NOT NULL,
  bet_type         TEXT NOT NULL,
  numbers          TEXT NOT NULL,                            -- JSON array of strings
  points           INTEGER NOT NULL CHECK (points >= 1),
  combos           INTEGER NOT NULL CHECK (combos >= 1),
  cost_minor       INTEGER NOT NULL CHECK (cost_minor > 0),
  odds             REAL NOT NULL,
  unit_price       REAL NOT NULL,
  point_value_minor INTEGER NOT NULL CHECK (point_value_minor > 0), -- brand pointValue when placed
  status           TEXT NOT NULL CHECK (status IN ('pending', 'won', 'lost')),
  occurrences      INTEGER NOT NULL DEFAULT 0,
  payout_minor     INTEGER NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  shortfall_minor  INTEGER NOT NULL DEFAULT 0 CHECK (shortfall_minor >= 0),
  settled_version  INTEGER NOT NULL DEFAULT 0,
  bet_row_id       INTEGER REFERENCES bets(id),
  created_at       INTEGER NOT NULL,
  settled_at       INTEGER
);
CREATE INDEX lottery_bets_user ON lottery_bets (user_id, id DESC);
CREATE INDEX lottery_bets_user_game ON lottery_bets (user_id, game_code, id DESC);
CREATE INDEX lottery_bets_draw ON lottery_bets (draw_id, settled_version);
CREATE INDEX lottery_bets_popular ON lottery_bets (created_at, game_code);

-- A bet's payout (or stake) may change after it was recorded (a lottery result correction
-- re-settles the line): keep every upline's team sums of 007_agent.sql right by the difference.
CREATE TRIGGER team_bet_stats_update AFTER UPDATE OF stake_minor, payout_minor ON bets
  WHEN OLD.stake_minor IS NOT NEW.stake_minor OR OLD.payout_minor IS NOT NEW.payout_minor
BEGIN
  UPDATE team_bet_stats
     SET stake_minor = stake_minor + NEW.stake_minor - OLD.stake_minor,
         payout_minor = payout_minor + NEW.payout_minor - OLD.payout_minor
   WHERE slot = OLD.created_at / 900000
     AND vendor = OLD.vendor
     AND ((direct = 0 AND ancestor_id IN
            (SELECT ancestor_id FROM user_tree WHERE descendant_id = OLD.user_id AND depth >= 1))
       OR (direct = 1 AND ancestor_id IN
            (SELECT ancestor_id FROM user_tree WHERE descendant_id = OLD.user_id AND depth = 1)));
END;
