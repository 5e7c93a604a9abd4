-- Issue 9 agent centre (docs/contract-agent.md): what makes the team reports fast. Times are epoch
-- ms; money is integer minor units. Both tables below are derived data kept by triggers, so every
-- existing writer (registration, seeds, game rounds) keeps them right without knowing of them.

-- Closure table of the upline tree: one row per member and each of its uplines at any level, and
-- the member itself (depth 0). depth 1 = direct downline. "The team of A" is ancestor_id = A.
CREATE TABLE user_tree (
  ancestor_id    INTEGER NOT NULL REFERENCES users(id),
  descendant_id  INTEGER NOT NULL REFERENCES users(id),
  depth          INTEGER NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
) WITHOUT ROWID;
CREATE INDEX user_tree_descendant ON user_tree (descendant_id, depth);
CREATE INDEX user_tree_level ON user_tree (ancestor_id, depth, descendant_id);

WITH RECURSIVE up(ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM users
  UNION ALL
  SELECT u.parent_id, up.descendant_id, up.depth + 1
    FROM up JOIN users u ON u.id = up.ancestor_id
   WHERE u.parent_id IS NOT NULL AND up.depth < 64
)
INSERT INTO user_tree (ancestor_id, descendant_id, depth) SELECT ancestor_id, descendant_id, depth FROM up;

-- Bets of each member's team per 15-minute slot (created_at / 900000, UTC) and vendor: every bet
-- adds to the row of each of the bettor's uplines (direct = 0: any level below; direct = 1: only
-- when the upline is the bettor's direct upline). Any time zone's day starts on a 15-minute
-- boundary, so the sums of whole days in the brand time zone read at most 96 rows per day.
CREATE TABLE team_bet_stats (
  ancestor_id   INTEGER NOT NULL,
  direct        INTEGER NOT NULL CHECK (direct IN (0, 1)),
  slot          INTEGER NOT NULL,
  vendor        TEXT NOT NULL,
  bets          INTEGER NOT NULL,
  stake_minor   INTEGER NOT NULL,
  payout_minor  INTEGER NOT NULL,
  PRIMARY KEY (ancestor_id, direct, slot, vendor)
) WITHOUT ROWID;

INSERT INTO team_bet_stats (ancestor_id, direct, slot, vendor, bets, stake_minor, payout_minor)
  SELECT t.ancestor_id, 0, b.created_at / 900000, b.vendor, COUNT(*), SUM(b.stake_minor), SUM(b.payout_minor)
    FROM bets b JOIN user_tree t ON t.descendant_id = b.user_id AND t.depth >= 1
   GROUP BY t.ancestor_id, b.created_at / 900000, b.vendor;
INSERT INTO team_bet_stats (ancestor_id, direct, slot, vendor, bets, stake_minor, payout_minor)
  SELECT t.ancestor_id, 1, b.created_at / 900000, b.vendor, COUNT(*), SUM(b.stake_minor), SUM(b.payout_minor)
    FROM bets b JOIN user_tree t ON t.descendant_id = b.user_id AND t.depth = 1
   GROUP BY t.ancestor_id, b.created_at / 900000, b.vendor;

CREATE TRIGGER user_tree_insert AFTER INSERT ON users BEGIN
  INSERT INTO user_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  INSERT INTO user_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM user_tree WHERE descendant_id = NEW.parent_id;
END;

-- No member may become its own upline (directly or through its team).
CREATE TRIGGER user_tree_no_cycle BEFORE UPDATE OF parent_id ON users
  WHEN NEW.parent_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM user_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.parent_id)
BEGIN
  SELECT RAISE(ABORT, 'a member cannot be moved below its own team');
END;

-- Moving a member (with its team) to another upline: re-link the subtree, then rebuild the bet
-- sums of every upline that lost or gained it (rare: no call moves members; an operator might).
CREATE TRIGGER user_tree_move AFTER UPDATE OF parent_id ON users
  WHEN OLD.parent_id IS NOT NEW.parent_id
BEGIN
  DELETE FROM user_tree
   WHERE descendant_id IN (SELECT descendant_id FROM user_tree WHERE ancestor_id = NEW.id)
     AND ancestor_id NOT IN (SELECT descendant_id FROM user_tree WHERE ancestor_id = NEW.id);
  INSERT INTO user_tree (ancestor_id, descendant_id, depth)
    SELECT a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
      FROM user_tree a, user_tree d
     WHERE a.descendant_id = NEW.parent_id AND d.ancestor_id = NEW.id;
  DELETE FROM team_bet_stats
   WHERE ancestor_id IN (SELECT ancestor_id FROM user_tree WHERE descendant_id IN (OLD.parent_id, NEW.parent_id));
  INSERT INTO team_bet_stats (ancestor_id, direct, slot, vendor, bets, stake_minor, payout_minor)
    SELECT t.ancestor_id, 0, b.created_at / 900000, b.vendor, COUNT(*), SUM(b.stake_minor), SUM(b.payout_minor)
      FROM user_tree t JOIN bets b ON b.user_id = t.descendant_id
     WHERE t.depth >= 1
       AND t.ancestor_id IN (SELECT ancestor_id FROM user_tree WHERE descendant_id IN (OLD.parent_id, NEW.parent_id))
     GROUP BY t.ancestor_id, b.created_at / 900000, b.vendor;
  INSERT INTO team_bet_stats (ancestor_id, direct, slot, vendor, bets, stake_minor, payout_minor)
    SELECT t.ancestor_id, 1, b.created_at / 900000, b.vendor, COUNT(*), SUM(b.stake_minor), SUM(b.payout_minor)
      FROM user_tree t JOIN bets b ON b.user_id = t.descendant_id
     WHERE t.depth = 1
       AND t.ancestor_id IN (SELECT ancestor_id FROM user_tree WHERE descendant_id IN (OLD.parent_id, NEW.parent_id))
     GROUP BY t.ancestor_id, b.created_at / 900000, b.vendor;
END;

CREATE TRIGGER team_bet_stats_insert AFTER INSERT ON bets BEGIN
  INSERT INTO team_bet_stats (ancestor_id, direct, slot, vendor, bets, stake_minor, payout_minor)
    SELECT t.ancestor_id, 0, NEW.created_at / 900000, NEW.vendor, 1, NEW.stake_minor, NEW.payout_minor
      FROM user_tree t WHERE t.descendant_id = NEW.user_id AND t.depth >= 1
    UNION ALL
    SELECT t.ancestor_id, 1, NEW.created_at / 900000, NEW.vendor, 1, NEW.stake_minor, NEW.payout_minor
      FROM user_tree t WHERE t.descendant_id = NEW.user_id AND t.depth = 1
  ON CONFLICT (ancestor_id, direct, slot, vendor) DO UPDATE SET
    bets = bets + 1,
    stake_minor = stake_minor + excluded.stake_minor,
    payout_minor = payout_minor + excluded.payout_minor;
END;

-- A team member's bets in a range: the member index also carries the amounts (no table reads);
-- the newest bets of a large team are read by time.
DROP INDEX bets_user;
CREATE INDEX bets_user ON bets (user_id, created_at, stake_minor, payout_minor);
CREATE INDEX bets_created ON bets (created_at);

-- Team deposits, withdrawals, ledger movements and new members in a range.
CREATE INDEX deposit_orders_decided ON deposit_orders (user_id, status, decided_at);
CREATE INDEX withdraw_orders_created ON withdraw_orders (user_id, created_at);
CREATE INDEX ledger_entries_account_time ON ledger_entries (account_id, created_at, amount_minor);
CREATE INDEX users_parent ON users (parent_id, created_at);
