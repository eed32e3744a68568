import type { Migration } from './migration';

/**
 * The lobby's analytics events (docs/analytics.md) and the keys of writes already applied
 * (Idempotency-Key, docs/api.md).
 *
 * An event is stored once by its id, which the lobby draws at random (16+ bytes): a retried
 * batch inserts nothing twice. `occurred_on` is the UTC day an event counts under; the index
 * beside it answers the operator's counts per event per day from the index alone.
 *
 * An applied key is kept per player with the reply it got, so a retry answers the same; keys
 * older than a week are pruned a few at a time by the writes themselves (idempotency.ts),
 * which the index on applied_at keeps cheap.
 */
export const m010AnalyticsIdempotency: Migration = {
  version: 10,
  name: 'analytics-idempotency',
  sql: `
CREATE TABLE analytics_events (
  event_id text PRIMARY KEY,
  anonymous_id text NOT NULL,
  name text NOT NULL,
  props jsonb NOT NULL,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  occurred_on date GENERATED ALWAYS AS ((occurred_at AT TIME ZONE 'UTC')::date) STORED
);
CREATE INDEX analytics_events_daily ON analytics_events (occurred_on, name);

CREATE TABLE idempotency_keys (
  user_id text NOT NULL REFERENCES players (user_id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request text NOT NULL,
  reply jsonb NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (applied_at);
`,
};
