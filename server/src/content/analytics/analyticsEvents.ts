import type { AnalyticsBatch } from '@lobby/shared';
import type { Queryable } from '../../db/database';

/** An event claiming to be older than this counts as this old (docs/analytics.md). */
export const MAX_EVENT_AGE_MS = 90 * 86_400_000;

/**
 * When an event happened, on the server's clock. A browser's clock may be off by hours, but it
 * is off by the same amount when it stamps the event (`at`) and the request (`sentAt`): the
 * event happened `sentAt - at` before the request arrived. The age is clamped to
 * [0, MAX_EVENT_AGE_MS], so a clock jump between the two stamps or a forged stamp cannot put
 * an event in the future or outside what PostgreSQL can store.
 */
export function occurredAtMs(event: { readonly at: number }, sentAt: number, receivedMs: number): number {
  const age = Math.min(Math.max(sentAt - event.at, 0), MAX_EVENT_AGE_MS);
  return receivedMs - age;
}

export interface StoredBatch {
  /** Events stored now. */
  readonly accepted: number;
  /** Events stored before (a retried batch) or twice in this one. */
  readonly duplicates: number;
}

/**
 * Stores a schema-checked batch: one statement for all its events, so a batch costs the
 * database one short insert whoever sends it, and each event id is kept once.
 */
export async function storeBatch(db: Queryable, batch: AnalyticsBatch, received: Date): Promise<StoredBatch> {
  const receivedMs = received.getTime();
  const events = batch.events.map((event) => ({
    id: event.id,
    name: event.name,
    props: event.props,
    occurred_at: new Date(occurredAtMs(event, batch.sentAt, receivedMs)).toISOString(),
  }));
  const result = await db.query(
    `INSERT INTO analytics_events (event_id, anonymous_id, name, props, occurred_at, received_at)
     SELECT e.id, $1, e.name, e.props, e.occurred_at, $2::timestamptz
       FROM jsonb_to_recordset($3::jsonb) AS e(id text, name text, props jsonb, occurred_at timestamptz)
     ON CONFLICT (event_id) DO NOTHING`,
    [batch.anonymousId, received.toISOString(), JSON.stringify(events)],
  );
  return { accepted: result.rowCount, duplicates: batch.events.length - result.rowCount };
}

export interface DailyCount {
  /** A UTC day, YYYY-MM-DD. */
  readonly day: string;
  readonly name: string;
  readonly count: number;
}

/** Events per name per UTC day from `from` to `to` (YYYY-MM-DD, both included); days without events are absent. */
export async function dailyCounts(db: Queryable, from: string, to: string): Promise<DailyCount[]> {
  const result = await db.query<DailyCount>(
    `SELECT to_char(occurred_on, 'YYYY-MM-DD') AS day, name, count(*)::int AS count
       FROM analytics_events WHERE occurred_on BETWEEN $1::date AND $2::date
      GROUP BY occurred_on, name ORDER BY occurred_on, name`,
    [from, to],
  );
  return result.rows;
}
