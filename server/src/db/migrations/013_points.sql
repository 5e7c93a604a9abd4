-- Issue 11 points and the point mall (docs/contract-points.md). Points are integers; money is
-- integer minor units and moves only through the ledger (kinds pointRedeem, pointRedeemRefund,
-- pointBonus, pointConvert). Times are epoch ms.

-- When the points programme started on this database (one row, written by the points service on
-- its first start): only bets settled from then on earn, so seeded history earns nothing.
CREATE TABLE point_program (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  started_at  INTEGER NOT NULL
);

-- The brand's earning rates (copied from server/brand/points.json by the points service):
-- stake_minor of valid bet earn `points`. rate_key '*' is the default, any other key a
-- games.game_type with its own rate. Empty = nothing earns (points system off).
CREATE TABLE point_rates (
  rate_key     TEXT PRIMARY KEY,
  stake_minor  INTEGER NOT NULL CHECK (stake_minor > 0),
  points       INTEGER NOT NULL CHECK (points > 0)
);

-- Valid bet not yet worth a whole step, per member and rate (small bets add up).
CREATE TABLE point_accruals (
  user_id      INTEGER NOT NULL REFERENCES users(id),
  rate_key     TEXT NOT NULL,
  carry_minor  INTEGER NOT NULL CHECK (carry_minor >= 0),
  PRIMARY KEY (user_id, rate_key)
);

-- The points ledger: every movement, signed; balance_after is the member's running sum (the
-- balance is the last row's), never negative. A bet earns at most once (bet_id UNIQUE).
CREATE TABLE point_ledger (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER NOT NULL REFERENCES users(id),
  kind           TEXT NOT NULL CHECK (kind IN ('earn', 'redeem', 'redeemRefund', 'convert')),
  points         INTEGER NOT NULL CHECK (points <> 0),
  balance_after  INTEGER NOT NULL CHECK (balance_after >= 0),
  reference      TEXT NOT NULL,
  bet_id         INTEGER UNIQUE REFERENCES bets(id),
  memo           TEXT NOT NULL DEFAULT '',
  created_at     INTEGER NOT NULL
);
CREATE INDEX point_ledger_user ON point_ledger (user_id, id);

-- One redeem of the point mall (§3 points redeem record, §4 statuses). Name and type are kept as
-- they were when redeemed; `points` is the total points charged, amount_minor the total money
-- charged, bonus_minor the money a bonus reward pays on approval.
CREATE TABLE point_redeems (
  id            INTEGER PRIMARY KEY,
  reference     TEXT NOT NULL UNIQUE,
  user_id       INTEGER NOT NULL REFERENCES users(id),
  reward_id     TEXT NOT NULL,
  reward_type   TEXT NOT NULL CHECK (reward_type IN ('physical', 'voucher', 'bonus')),
  reward_name   TEXT NOT NULL,
  quantity      INTEGER NOT NULL CHECK (quantity > 0),
  points        INTEGER NOT NULL CHECK (points >= 0),
  amount_minor  INTEGER NOT NULL CHECK (amount_minor >= 0),
  bonus_minor   INTEGER NOT NULL CHECK (bonus_minor >= 0),
  status        TEXT NOT NULL DEFAULT 'inProcess' CHECK (status IN ('inProcess', 'rejected', 'approved')),
  remark        TEXT NOT NULL DEFAULT '',
  created_at    INTEGER NOT NULL,
  decided_at    INTEGER
);
CREATE INDEX point_redeems_user ON point_redeems (user_id, created_at DESC);
CREATE INDEX point_redeems_reward ON point_redeems (reward_id, status);

-- Earning: every settled round (any game kind that writes `bets`) adds its stake to the member's
-- carry of the rate that applies (the game type's own, else '*'), turns whole steps into points
-- and keeps the rest. A re-settlement only updates payout_minor, so it earns nothing again.
CREATE TRIGGER bets_earn_points AFTER INSERT ON bets
  WHEN NEW.created_at >= COALESCE((SELECT started_at FROM point_program WHERE id = 1), 9007199254740991)
BEGIN
  INSERT INTO point_accruals (user_id, rate_key, carry_minor)
    SELECT NEW.user_id, r.rate_key, NEW.stake_minor FROM point_rates r
     WHERE r.rate_key = COALESCE(
             (SELECT g.game_type FROM games g JOIN point_rates x ON x.rate_key = g.game_type WHERE g.id = NEW.game_id),
             '*')
  ON CONFLICT (user_id, rate_key) DO UPDATE SET carry_minor = carry_minor + excluded.carry_minor;
  INSERT INTO point_ledger (user_id, kind, points, balance_after, reference, bet_id, memo, created_at)
    SELECT NEW.user_id, 'earn', (a.carry_minor / r.stake_minor) * r.points,
           COALESCE((SELECT l.balance_after FROM point_ledger l WHERE l.user_id = NEW.user_id ORDER BY l.id DESC LIMIT 1), 0)
             + (a.carry_minor / r.stake_minor) * r.points,
           'bet:' || NEW.id, NEW.id, NEW.game, NEW.created_at
      FROM point_accruals a JOIN point_rates r ON r.rate_key = a.rate_key
     WHERE a.user_id = NEW.user_id
       AND a.rate_key = COALESCE(
             (SELECT g.game_type FROM games g JOIN point_rates x ON x.rate_key = g.game_type WHERE g.id = NEW.game_id),
             '*')
       AND a.carry_minor >= r.stake_minor;
  UPDATE point_accruals
     SET carry_minor = carry_minor % (SELECT r.stake_minor FROM point_rates r WHERE r.rate_key = point_accruals.rate_key)
   WHERE user_id = NEW.user_id
     AND rate_key = COALESCE(
           (SELECT g.game_type FROM games g JOIN point_rates x ON x.rate_key = g.game_type WHERE g.id = NEW.game_id),
           '*');
END;
