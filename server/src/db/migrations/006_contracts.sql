-- Issue 9 agent contracts and their settlements (docs/contract-agent.md). Times are epoch ms; money
-- is integer minor units; terms are the ContractTerms JSON as offered (major units).

-- A contract between an upline and its direct downline agent. Rows are never rewritten into
-- another offer: a new offer is a new row (version = the previous offer's version + 1) and the old
-- one becomes 'superseded'.
CREATE TABLE contracts (
  id           INTEGER PRIMARY KEY,
  version      INTEGER NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('dailyWage', 'hourlyWage', 'realtimeWage', 'dividend')),
  terms        TEXT NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('offered', 'accepted', 'rejected', 'terminated', 'superseded')),
  upline_id    INTEGER NOT NULL REFERENCES users(id),
  downline_id  INTEGER NOT NULL REFERENCES users(id),
  offered_at   INTEGER NOT NULL,
  decided_at   INTEGER,                                   -- accepted or rejected
  accepted_at  INTEGER,                                   -- settled periods end after this
  ended_at     INTEGER,                                   -- terminated or superseded
  end_reason   TEXT CHECK (end_reason IN ('terminatedByUpline', 'terminatedByDownline', 'lowerRate', 'replaced'))
);
CREATE INDEX contracts_downline ON contracts (downline_id, kind, status);
CREATE INDEX contracts_upline ON contracts (upline_id, kind, status);
-- At most one pending offer and one accepted contract per downline and kind.
CREATE UNIQUE INDEX contracts_one_offer ON contracts (downline_id, kind) WHERE status = 'offered';
CREATE UNIQUE INDEX contracts_one_accepted ON contracts (downline_id, kind) WHERE status = 'accepted';

-- Every offer, acceptance, rejection and termination (by NULL = the system).
CREATE TABLE contract_history (
  id           INTEGER PRIMARY KEY,
  contract_id  INTEGER NOT NULL REFERENCES contracts(id),
  action       TEXT NOT NULL CHECK (action IN ('offered', 'accepted', 'rejected', 'terminated', 'terminatedByLowerRate', 'superseded')),
  by_user_id   INTEGER REFERENCES users(id),
  at           INTEGER NOT NULL,
  note         TEXT
);
CREATE INDEX contract_history_contract ON contract_history (contract_id, id);

-- One settled period of one contract. The bets behind it are the team's bets (downline and every
-- member below) created in [period_start, period_end) with id ≤ last_bet_id and stake ≥
-- min_stake_minor: the same filter lists them (GET /wps/agent/settlements/:id/bets).
CREATE TABLE settlements (
  id                     INTEGER PRIMARY KEY,
  contract_id            INTEGER NOT NULL REFERENCES contracts(id),
  kind                   TEXT NOT NULL,
  period_key             TEXT NOT NULL,
  period_start           INTEGER NOT NULL,
  period_end             INTEGER NOT NULL,
  team_valid_bet_minor   INTEGER NOT NULL,
  active_members         INTEGER NOT NULL,
  profit_loss_minor      INTEGER NOT NULL,                -- player's view: payout − stake
  tier_index             INTEGER,
  rate                   REAL,
  amount_minor           INTEGER NOT NULL CHECK (amount_minor >= 0),
  paid_minor             INTEGER NOT NULL CHECK (paid_minor >= 0 AND paid_minor <= amount_minor),
  status                 TEXT NOT NULL CHECK (status IN ('paid', 'partlyPaid', 'insufficient', 'notReached')),
  payer                  TEXT NOT NULL CHECK (payer IN ('platform', 'upline')),
  lines                  TEXT NOT NULL DEFAULT '[]',      -- dividend lines (JSON), [] for wages
  last_bet_id            INTEGER NOT NULL,
  min_stake_minor        INTEGER NOT NULL DEFAULT 0,
  transaction_id         INTEGER REFERENCES ledger_transactions(id),
  settled_at             INTEGER NOT NULL,
  UNIQUE (contract_id, period_key)
);
CREATE INDEX settlements_contract ON settlements (contract_id, period_start DESC);
CREATE INDEX settlements_kind ON settlements (kind, period_start DESC);
