import type { Migration } from './migration';

/**
 * Every session expires: sessions without an expiry get one 30 days after they were made.
 * Pending buyouts: a player's balance held at a native mini-game table until the lobby
 * settles it with POST /api/haba/logout.
 */
export const m004SessionExpiryBuyouts: Migration = {
  version: 4,
  name: 'session-expiry-buyouts',
  sql: `
UPDATE sessions SET expires_at = created_at + interval '30 days' WHERE expires_at IS NULL;
ALTER TABLE sessions ALTER COLUMN expires_at SET NOT NULL;
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE pending_buyouts (
  user_id text NOT NULL REFERENCES players (user_id) ON DELETE CASCADE,
  game_id int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);
`,
};
