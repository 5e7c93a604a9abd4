-- Site content (issue 11, docs/contract-content.md): which popup notices each member has seen,
-- and the members' feedback with its images and the operator's reply.
CREATE TABLE content_popups_seen (
  user_id    INTEGER NOT NULL REFERENCES users(id),
  notice_id  INTEGER NOT NULL,                       -- announcements.json popup id (brand data)
  seen_at    INTEGER NOT NULL,
  PRIMARY KEY (user_id, notice_id)
);

CREATE TABLE feedback (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id),
  type        TEXT NOT NULL,                         -- help.json feedback.types
  content     TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  reply       TEXT,                                  -- the operator's answer, plain text
  replied_at  INTEGER
);
CREATE INDEX feedback_user ON feedback (user_id, created_at DESC);

CREATE TABLE feedback_images (
  id           INTEGER PRIMARY KEY,
  feedback_id  INTEGER NOT NULL REFERENCES feedback(id),
  mime         TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data         BLOB NOT NULL
);
CREATE INDEX feedback_images_feedback ON feedback_images (feedback_id);
