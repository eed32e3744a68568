import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { DEV_PLAYERS, DEV_SESSION_IDS, DEV_SESSION_TTL_MS } from '../seed/players';

export interface IssuedSession {
  readonly userId: string;
  readonly sessionId: string;
  readonly expiresAt: string;
}

/** SPEC §5: ids carry at least 16 random bytes; these carry 32. */
const SESSION_ID_BYTES = 32;

/** A new session for `userId` (created as a player if new), expiring after `ttlSeconds`. */
export async function issueSession(
  db: Queryable,
  request: { readonly userId: string; readonly displayName: string; readonly ttlSeconds: number; readonly now: Date },
): Promise<IssuedSession> {
  const sessionId = randomBytes(SESSION_ID_BYTES).toString('base64url');
  const expiresAt = new Date(request.now.getTime() + request.ttlSeconds * 1000).toISOString();
  await db.query('INSERT INTO players (user_id, display_name) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [
    request.userId,
    request.displayName,
  ]);
  await db.query('INSERT INTO sessions (session_id, user_id, expires_at) VALUES ($1, $2, $3)', [
    sessionId,
    request.userId,
    expiresAt,
  ]);
  return { userId: request.userId, sessionId, expiresAt };
}

/** Revokes one session; false when there is no such live session. */
export async function revokeSession(db: Queryable, sessionId: string): Promise<boolean> {
  const result = await db.query('UPDATE sessions SET revoked = true WHERE session_id = $1 AND NOT revoked', [sessionId]);
  return result.rowCount > 0;
}

/** Revokes every live session of a player ("log out everywhere"); returns how many. */
export async function revokePlayerSessions(db: Queryable, userId: string): Promise<number> {
  const result = await db.query('UPDATE sessions SET revoked = true WHERE user_id = $1 AND NOT revoked', [userId]);
  return result.rowCount;
}

/**
 * Demo mode: the seeded development players' sessions live for another DEV_SESSION_TTL_MS
 * (the deliberately expired one stays expired). Sessions are only renewed, never created, so
 * a production database started in demo mode by mistake gains no way in.
 */
export async function renewDevSessions(db: Queryable, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked = false, expires_at = $2 WHERE session_id = ANY ($1::text[])', [
    DEV_PLAYERS.map((player) => player.sessionId),
    new Date(now.getTime() + DEV_SESSION_TTL_MS).toISOString(),
  ]);
}

/** Production mode: development sessions a demo seed left behind stop working; returns how many. */
export async function revokeDevSessions(db: Queryable): Promise<number> {
  const result = await db.query('UPDATE sessions SET revoked = true WHERE session_id = ANY ($1::text[]) AND NOT revoked', [
    DEV_SESSION_IDS,
  ]);
  return result.rowCount;
}
