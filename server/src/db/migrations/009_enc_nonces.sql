-- Issue 14 point 4: single-use `enc` payloads. Each JWE carries `iat` (seconds) and `jti` in its
-- protected header; a jti is accepted once while its payload is fresh (expires_at, epoch ms).
CREATE TABLE enc_nonces (
  jti         TEXT PRIMARY KEY,
  expires_at  INTEGER NOT NULL
);
CREATE INDEX enc_nonces_expiry ON enc_nonces (expires_at);
