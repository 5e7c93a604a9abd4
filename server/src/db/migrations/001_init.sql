-- Lotus reference platform: initial schema. Times are epoch milliseconds; money is integer minor units.

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE users (
  id                   INTEGER PRIMARY KEY,
  username             TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash        TEXT NOT NULL,
  password_changed_at  INTEGER NOT NULL,
  nickname             TEXT NOT NULL DEFAULT '',
  type                 INTEGER NOT NULL DEFAULT 1,          -- 4 = trial (§6)
  is_agent             INTEGER NOT NULL DEFAULT 0,          -- 1, 2, 41, 42 = agent (§3)
  parent_id            INTEGER REFERENCES users(id),        -- upline
  affiliate_code       TEXT UNIQUE COLLATE NOCASE,          -- agents' invitation code
  referred_by          TEXT NOT NULL DEFAULT '',            -- affiliate code used at registration
  email                TEXT NOT NULL DEFAULT '',
  country_dialing_code TEXT NOT NULL DEFAULT '',
  mobile_num           TEXT NOT NULL DEFAULT '',
  profile              TEXT NOT NULL DEFAULT '{}',          -- JSON of optional registration fields
  rank_level           INTEGER,
  member_labels        TEXT NOT NULL DEFAULT '[]',          -- JSON array of strings
  avatar_url           TEXT NOT NULL DEFAULT '',
  language             TEXT,
  register_url         TEXT NOT NULL DEFAULT '',
  created_at           INTEGER NOT NULL,
  last_login_at        INTEGER
);
CREATE UNIQUE INDEX users_mobile ON users (country_dialing_code, mobile_num) WHERE mobile_num <> '';
CREATE INDEX users_email ON users (email COLLATE NOCASE);

CREATE TABLE sessions (
  token_hash  TEXT PRIMARY KEY,                              -- SHA-256 of the token, hex
  user_id     INTEGER NOT NULL REFERENCES users(id),
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  revoked_at  INTEGER
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE captchas (
  captcha_key  TEXT PRIMARY KEY,
  answer_hash  TEXT NOT NULL,                                -- SHA-256 of key + lower-case answer
  expires_at   INTEGER NOT NULL,
  used_at      INTEGER
);

CREATE TABLE login_failures (
  id          INTEGER PRIMARY KEY,
  username    TEXT NOT NULL COLLATE NOCASE,
  ip          TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);
CREATE INDEX login_failures_username ON login_failures (username, created_at);
CREATE INDEX login_failures_ip ON login_failures (ip, created_at);

CREATE TABLE sms_codes (
  id                   INTEGER PRIMARY KEY,
  country_dialing_code TEXT NOT NULL,
  mobile_num           TEXT NOT NULL,
  purpose              TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'forgot')),
  code_hash            TEXT NOT NULL,
  attempts             INTEGER NOT NULL DEFAULT 0,
  created_at           INTEGER NOT NULL,
  expires_at           INTEGER NOT NULL,
  consumed_at          INTEGER
);
CREATE INDEX sms_codes_lookup ON sms_codes (country_dialing_code, mobile_num, purpose, created_at);

-- Written by the development SmsGateway only (read by GET /dev/sms-outbox).
CREATE TABLE sms_outbox (
  id                   INTEGER PRIMARY KEY,
  country_dialing_code TEXT NOT NULL,
  mobile_num           TEXT NOT NULL,
  code                 TEXT NOT NULL,
  purpose              TEXT NOT NULL,
  created_at           INTEGER NOT NULL
);

CREATE TABLE mail_outbox (
  id          INTEGER PRIMARY KEY,
  to_address  TEXT NOT NULL,
  subject     TEXT NOT NULL,
  body        TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);

-- Double-entry ledger: every transaction's entries sum to zero; a balance is the sum of an
-- account's entries. The house account (kind 'house') is the counterpart of deposits.
CREATE TABLE accounts (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER UNIQUE REFERENCES users(id),
  kind        TEXT NOT NULL CHECK (kind IN ('house', 'member')),
  currency    TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);

CREATE TABLE ledger_transactions (
  id               INTEGER PRIMARY KEY,
  kind             TEXT NOT NULL,                            -- deposit, demo_credit, …
  idempotency_key  TEXT NOT NULL UNIQUE,
  memo             TEXT NOT NULL DEFAULT '',
  created_at       INTEGER NOT NULL
);

CREATE TABLE ledger_entries (
  id              INTEGER PRIMARY KEY,
  transaction_id  INTEGER NOT NULL REFERENCES ledger_transactions(id),
  account_id      INTEGER NOT NULL REFERENCES accounts(id),
  amount_minor    INTEGER NOT NULL,
  created_at      INTEGER NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);
