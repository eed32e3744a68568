import type { Migration } from './migration';

/**
 * Player protection (issue #34, docs/player-protection.md).
 *
 * protection_policies: what the operator requires per licence type (SPEC §9's licence types),
 * and under 'default' for a lobby without one. No row is written here: a database without a
 * policy imposes nothing (the route answers a neutral policy), and the operator API or the demo
 * seed writes them.
 *
 * player_protection: one row per player who has a limit or a break from play. A limit's `used`
 * counts within the period that began at its `*_counted_from`; once that period is over the
 * amount used is 0 again without a write (protection/limitPeriods.ts). A cool-off always ends;
 * a self-exclusion may not (until NULL).
 *
 * play_sessions: when the play of a session began. Seeded and operator sessions live for days,
 * so sessions.created_at says nothing about how long someone has been playing: a session's play
 * starts again after 30 minutes without a request of it (protection/playSessions.ts).
 */
export const m012PlayerProtection: Migration = {
  version: 12,
  name: 'player-protection',
  sql: `
CREATE TABLE protection_policies (
  license_type text PRIMARY KEY CHECK (license_type ~ '^[A-Za-z]{1,40}$'),
  session_clock boolean NOT NULL DEFAULT false,
  reality_check_seconds int CHECK (reality_check_seconds > 0),
  limits_url text CHECK (length(limits_url) BETWEEN 1 AND 2000),
  help_url text CHECK (length(help_url) BETWEEN 1 AND 2000),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE player_protection (
  user_id text PRIMARY KEY REFERENCES players (user_id) ON DELETE CASCADE,
  deposit_limit_amount numeric(14, 2) CHECK (deposit_limit_amount > 0),
  deposit_limit_period text CHECK (deposit_limit_period IN ('day', 'week', 'month')),
  deposit_limit_used numeric(14, 2) NOT NULL DEFAULT 0 CHECK (deposit_limit_used >= 0),
  deposit_limit_counted_from timestamptz,
  loss_limit_amount numeric(14, 2) CHECK (loss_limit_amount > 0),
  loss_limit_period text CHECK (loss_limit_period IN ('day', 'week', 'month')),
  loss_limit_used numeric(14, 2) NOT NULL DEFAULT 0 CHECK (loss_limit_used >= 0),
  loss_limit_counted_from timestamptz,
  exclusion_kind text CHECK (exclusion_kind IN ('coolOff', 'selfExcluded')),
  exclusion_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT player_protection_deposit_limit CHECK (
    (deposit_limit_amount IS NULL) = (deposit_limit_period IS NULL)
    AND (deposit_limit_amount IS NULL) = (deposit_limit_counted_from IS NULL)
  ),
  CONSTRAINT player_protection_loss_limit CHECK (
    (loss_limit_amount IS NULL) = (loss_limit_period IS NULL)
    AND (loss_limit_amount IS NULL) = (loss_limit_counted_from IS NULL)
  ),
  CONSTRAINT player_protection_exclusion CHECK (
    (exclusion_kind IS NOT NULL OR exclusion_until IS NULL)
    AND (exclusion_kind IS DISTINCT FROM 'coolOff' OR exclusion_until IS NOT NULL)
  )
);

CREATE TABLE play_sessions (
  session_id text PRIMARY KEY REFERENCES sessions (session_id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
`,
};
