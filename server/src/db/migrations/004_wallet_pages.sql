-- Issue 4 member-centre money pages (docs/contract-wallet.md). Times are epoch ms; money is integer
-- minor units; every movement is still ledger entries (this file only adds orders and bookkeeping).

-- A ledger transaction may carry a business reference (deposit/withdrawal order id) shown in the
-- account record.
ALTER TABLE ledger_transactions ADD COLUMN reference TEXT NOT NULL DEFAULT '';

-- Deposit orders: created pending, decided once by the payment provider (approve credits MAIN).
CREATE TABLE deposit_orders (
  id            INTEGER PRIMARY KEY,
  reference     TEXT NOT NULL UNIQUE,              -- e.g. D20261122-000123
  user_id       INTEGER NOT NULL REFERENCES users(id),
  method_id     TEXT NOT NULL,
  amount_minor  INTEGER NOT NULL CHECK (amount_minor > 0),
  status        TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at    INTEGER NOT NULL,
  decided_at    INTEGER
);
CREATE INDEX deposit_orders_user ON deposit_orders (user_id, id DESC);

-- Payout bank accounts of a member (the full number is kept for the payout; only masked on the wire).
CREATE TABLE bank_accounts (
  id              INTEGER PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  bank_name       TEXT NOT NULL,
  account_name    TEXT NOT NULL,
  account_number  TEXT NOT NULL,
  created_at      INTEGER NOT NULL,
  UNIQUE (user_id, account_number)
);

-- Withdrawal orders. The amount leaves MAIN at the request into the house clearing account
-- (accounts.kind 'house', wallet 'WITHDRAW_HELD'); reject refunds it, disburse pays it out.
-- status 'disbursed' past confirm_deadline reads as 'forcedReceived' (§4 forced receipt).
CREATE TABLE withdraw_orders (
  id                     INTEGER PRIMARY KEY,
  reference              TEXT NOT NULL UNIQUE,     -- e.g. W20261122-000045
  user_id                INTEGER NOT NULL REFERENCES users(id),
  bank_account_id        INTEGER NOT NULL REFERENCES bank_accounts(id),
  amount_minor           INTEGER NOT NULL CHECK (amount_minor > 0),
  status                 TEXT NOT NULL CHECK (status IN ('pending', 'rejected', 'disbursed', 'received', 'notReceived', 'partial')),
  created_at             INTEGER NOT NULL,
  decided_at             INTEGER,
  disbursed_at           INTEGER,
  confirm_deadline       INTEGER,
  confirmed_at           INTEGER,
  received_amount_minor  INTEGER
);
CREATE INDEX withdraw_orders_user ON withdraw_orders (user_id, id DESC);

-- Proof images of a withdrawal reported as not received (png or jpg, ≤ 5 MB, ≤ 3 per order).
CREATE TABLE withdraw_proofs (
  id          INTEGER PRIMARY KEY,
  order_id    INTEGER NOT NULL REFERENCES withdraw_orders(id),
  mime        TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data        BLOB NOT NULL,
  created_at  INTEGER NOT NULL
);
CREATE INDEX withdraw_proofs_order ON withdraw_proofs (order_id);

-- A member's status in a reward-centre activity (brand payments.json rewards); no row = not started.
CREATE TABLE reward_participation (
  user_id      INTEGER NOT NULL REFERENCES users(id),
  activity_id  TEXT NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('joined', 'applying', 'rejected', 'issued', 'claimed', 'process')),
  remark       TEXT NOT NULL DEFAULT '',
  updated_at   INTEGER NOT NULL,
  PRIMARY KEY (user_id, activity_id)
);

-- Images of a reward application (png or jpg, ≤ 5 MB each, ≤ 3).
CREATE TABLE reward_application_images (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id),
  activity_id  TEXT NOT NULL,
  mime         TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data         BLOB NOT NULL,
  created_at   INTEGER NOT NULL
);

-- Each member's own referral code (created on first use); invited friends are the users whose
-- registration referralCode (profile.referralCode) is this code.
CREATE TABLE referral_codes (
  user_id  INTEGER PRIMARY KEY REFERENCES users(id),
  code     TEXT NOT NULL UNIQUE COLLATE NOCASE
);

-- Manual rebate claims: bets with id ≤ last_bet_id are paid.
CREATE TABLE rebate_claims (
  id              INTEGER PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
  stake_minor     INTEGER NOT NULL,
  last_bet_id     INTEGER NOT NULL,
  transaction_id  INTEGER NOT NULL REFERENCES ledger_transactions(id),
  created_at      INTEGER NOT NULL
);
CREATE INDEX rebate_claims_user ON rebate_claims (user_id, id DESC);
