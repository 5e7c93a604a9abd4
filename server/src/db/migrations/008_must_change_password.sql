-- Issue 14 point 7: a member who logged in with the default password ({secret}) or an expired one
-- must change it before any money call; set at log-in, cleared when the password changes.
ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;
