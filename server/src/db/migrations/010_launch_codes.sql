-- Issue 14 point 6: a link never carries a session token. It carries a launch code: short-lived,
-- single use, stored hashed; redeeming it starts a new session for its member.
CREATE TABLE launch_codes (
  code_hash   TEXT PRIMARY KEY,                -- SHA-256 hex of the code
  user_id     INTEGER NOT NULL REFERENCES users(id),
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);
