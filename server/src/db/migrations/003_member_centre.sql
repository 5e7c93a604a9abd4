-- Issue 4 member centre (account pages and responsible gaming). Times are epoch ms; money is
-- integer minor units.

-- Bind mobile (§2 securityCenter) needs its own SMS purpose: rebuild sms_codes with a wider CHECK
-- (SQLite cannot alter a CHECK constraint; migrate() runs with foreign keys off).
CREATE TABLE sms_codes_new (
  id                   INTEGER PRIMARY KEY,
  country_dialing_code TEXT NOT NULL,
  mobile_num           TEXT NOT NULL,
  purpose              TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'forgot', 'bind')),
  code_hash            TEXT NOT NULL,
  attempts             INTEGER NOT NULL DEFAULT 0,
  created_at           INTEGER NOT NULL,
  expires_at           INTEGER NOT NULL,
  consumed_at          INTEGER
);
INSERT INTO sms_codes_new SELECT id, country_dialing_code, mobile_num, purpose, code_hash, attempts,
  created_at, expires_at, consumed_at FROM sms_codes;
DROP TABLE sms_codes;
ALTER TABLE sms_codes_new RENAME TO sms_codes;
CREATE INDEX sms_codes_lookup ON sms_codes (country_dialing_code, mobile_num, purpose, created_at);

-- Avatar images (png or jpg, at most 5 MB), served publicly under an unguessable key.
CREATE TABLE member_avatars (
  user_id     INTEGER PRIMARY KEY REFERENCES users(id),
  avatar_key  TEXT NOT NULL UNIQUE,
  mime        TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data        BLOB NOT NULL,
  updated_at  INTEGER NOT NULL
);

-- Platform information (§2 messageV2): per-member messages, HTML content.
CREATE TABLE member_messages (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id),
  title       TEXT NOT NULL,
  content     TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  read_at     INTEGER
);
CREATE INDEX member_messages_user ON member_messages (user_id, created_at);

-- Responsible gaming: deposit limits per rolling period. Lowering applies at once; raising (or
-- removing) is stored as pending and applies at pending_at (24 h later).
CREATE TABLE deposit_limits (
  user_id        INTEGER NOT NULL REFERENCES users(id),
  period         TEXT NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  limit_minor    INTEGER,                        -- NULL = no limit
  pending        INTEGER NOT NULL DEFAULT 0,     -- 1 when a raise waits for pending_at
  pending_minor  INTEGER,                        -- the waiting value (NULL = remove the limit)
  pending_at     INTEGER,
  updated_at     INTEGER NOT NULL,
  PRIMARY KEY (user_id, period)
);

-- Reality check, time-out and self-exclusion. excluded_until NULL with exclusion_kind set means
-- permanent self-exclusion.
CREATE TABLE responsible_gaming (
  user_id                 INTEGER PRIMARY KEY REFERENCES users(id),
  reality_check_minutes   INTEGER NOT NULL DEFAULT 0,
  exclusion_kind          TEXT CHECK (exclusion_kind IN ('timeout', 'selfExclusion')),
  excluded_at             INTEGER,
  excluded_until          INTEGER,
  updated_at              INTEGER NOT NULL
);
