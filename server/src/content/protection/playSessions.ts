import type { Queryable } from '../../db/database';

/**
 * A session's play starts again after this long without a request of it: the player has been
 * away (a closed lobby asks nothing), so the session clock and the reality checks count afresh.
 * The lobby asks for the player's protection every minute while it is open (docs/player-protection.md).
 */
export const PLAY_SESSION_IDLE_MS = 30 * 60_000;

/**
 * Notes a request of `sessionId` at `now` and answers when its play began: `now` for the first
 * request, or for the first after PLAY_SESSION_IDLE_MS without one; otherwise the start already
 * recorded. One statement, so two requests at once agree on the start. A request older than the
 * last one seen (clocks of two servers) never moves the last one back.
 */
export async function touchPlaySession(db: Queryable, sessionId: string, now: Date): Promise<Date> {
  const result = await db.query<{ started_at: Date }>(
    `INSERT INTO play_sessions AS p (session_id, started_at, last_seen_at) VALUES ($1, $2, $2)
     ON CONFLICT (session_id) DO UPDATE SET
       started_at = CASE WHEN p.last_seen_at < $2::timestamptz - $3 * interval '1 millisecond' THEN $2::timestamptz ELSE p.started_at END,
       last_seen_at = GREATEST(p.last_seen_at, $2::timestamptz)
     RETURNING started_at`,
    [sessionId, now.toISOString(), PLAY_SESSION_IDLE_MS],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`touchPlaySession: no row for the session`);
  return new Date(row.started_at);
}
