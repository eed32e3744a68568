import type { Migration } from './migration';

/** Per-player data: sessions, favourites, recently played and free rounds. */
export const m002Players: Migration = {
  version: 2,
  name: 'players',
  sql: `
CREATE TABLE players (
  user_id text PRIMARY KEY,
  display_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  session_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES players (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  revoked boolean NOT NULL DEFAULT false
);

-- seq keeps "newest first" stable when two favourites land in the same microsecond.
CREATE TABLE favourites (
  user_id text NOT NULL REFERENCES players (user_id) ON DELETE CASCADE,
  game_key text NOT NULL REFERENCES games (key) ON DELETE CASCADE,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_key)
);

CREATE TABLE recently_played (
  user_id text NOT NULL REFERENCES players (user_id) ON DELETE CASCADE,
  game_key text NOT NULL REFERENCES games (key) ON DELETE CASCADE,
  played_ms bigint NOT NULL,
  PRIMARY KEY (user_id, game_key)
);
CREATE INDEX recently_played_newest ON recently_played (user_id, played_ms DESC);

CREATE TABLE free_rounds (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES players (user_id) ON DELETE CASCADE,
  game_key text NOT NULL REFERENCES games (key) ON DELETE CASCADE,
  rounds int NOT NULL CHECK (rounds > 0),
  expires_at timestamptz
);
CREATE INDEX free_rounds_user ON free_rounds (user_id);
`,
};
