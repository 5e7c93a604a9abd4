-- Issue 11 promotions (docs/contract-promotions.md). Times are epoch ms; money is integer minor
-- units; every payout is one ledger transaction (kind bonus) whose id the paying row keeps.

-- A member's state in a claim / join / apply promotion (brand promotions.json). Absent = never
-- touched. joined_at: when a join promotion was joined (its target counts bets from then).
-- A paid row (claimed, issued) points at its ledger transaction (reference promotion:<id>:<user>).
CREATE TABLE promotion_participation (
  user_id         INTEGER NOT NULL REFERENCES users(id),
  promotion_id    INTEGER NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('joined', 'applying', 'rejected', 'issued', 'claimed')),
  remark          TEXT NOT NULL DEFAULT '',
  reason          TEXT NOT NULL DEFAULT '',
  joined_at       INTEGER,
  amount_minor    INTEGER NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  transaction_id  INTEGER REFERENCES ledger_transactions(id),
  updated_at      INTEGER NOT NULL,
  PRIMARY KEY (user_id, promotion_id),
  CHECK ((status IN ('issued', 'claimed')) = (transaction_id IS NOT NULL))
);

-- The images of an application (checked png/jpg, at most 5 MB each, at most 3 per application).
CREATE TABLE promotion_application_images (
  id            INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES users(id),
  promotion_id  INTEGER NOT NULL,
  mime          TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data          BLOB NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX promotion_application_images_member ON promotion_application_images (user_id, promotion_id);

-- A drawn raffle round: [starts_at, ends_at) with its total tickets at the draw.
CREATE TABLE raffle_rounds (
  id             INTEGER PRIMARY KEY,
  promotion_id   INTEGER NOT NULL,
  round_no       INTEGER NOT NULL CHECK (round_no >= 1),
  starts_at      INTEGER NOT NULL,
  ends_at        INTEGER NOT NULL CHECK (ends_at > starts_at),
  total_tickets  INTEGER NOT NULL CHECK (total_tickets >= 0),
  drawn_at       INTEGER NOT NULL,
  UNIQUE (promotion_id, round_no)
);

-- The winners of a drawn round: one member per rank, one rank per member. A claimed prize points
-- at its ledger transaction (reference raffle:<round id>:<rank>).
CREATE TABLE raffle_winners (
  id              INTEGER PRIMARY KEY,
  round_id        INTEGER NOT NULL REFERENCES raffle_rounds(id),
  rank            INTEGER NOT NULL CHECK (rank >= 1),
  user_id         INTEGER NOT NULL REFERENCES users(id),
  tickets         INTEGER NOT NULL CHECK (tickets >= 1),
  prize_minor     INTEGER NOT NULL CHECK (prize_minor > 0),
  claimed_at      INTEGER,
  transaction_id  INTEGER REFERENCES ledger_transactions(id),
  UNIQUE (round_id, rank),
  UNIQUE (round_id, user_id),
  CHECK ((claimed_at IS NULL) = (transaction_id IS NULL))
);
CREATE INDEX raffle_winners_member ON raffle_winners (user_id, claimed_at);

-- One opened red envelope (reference redEnvelope:<id>), on a brand-local day (window_key yyyy-MM-dd).
CREATE TABLE red_envelope_opens (
  id              INTEGER PRIMARY KEY,
  promotion_id    INTEGER NOT NULL,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  window_key      TEXT NOT NULL,
  amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
  transaction_id  INTEGER NOT NULL REFERENCES ledger_transactions(id),
  created_at      INTEGER NOT NULL
);
CREATE INDEX red_envelope_opens_day ON red_envelope_opens (promotion_id, window_key);
CREATE INDEX red_envelope_opens_member ON red_envelope_opens (promotion_id, user_id, window_key);
