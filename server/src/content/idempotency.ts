import { IDEMPOTENCY_KEY_HEADER, RANDOM_ID_PATTERN } from '@lobby/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable, SqlParam } from '../db/database';
import { HttpError } from '../http/httpErrors';

/** A key is remembered this long: far past any retry, the lobby's outbox included. */
const IDEMPOTENCY_KEY_DAYS = 7;
/**
 * Expired keys each keyed write deletes. More than one per write, so the table shrinks back
 * after a busy week; few, so no write pays for a backlog.
 */
const PRUNED_PER_WRITE = 10;
/** Set on the answer to a retry: the write had been applied already, nothing changed now. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/**
 * The request's Idempotency-Key (RANDOM_ID_PATTERN: 16 random bytes or more, base64url), or
 * undefined when it carries none. A malformed one is a 400: a client that sends a key relies
 * on it, and silently applying its write without one would break that promise.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !RANDOM_ID_PATTERN.test(value)) {
    throw new HttpError(400, `${IDEMPOTENCY_KEY_HEADER}: must be 22 to 64 characters of A-Z, a-z, 0-9, "_" or "-" (16 random bytes or more)`);
  }
  return value;
}

export interface KeyedWrite<Reply> {
  readonly userId: string;
  /** The request's key (idempotencyKeyOf); without one the write simply runs. */
  readonly key: string | undefined;
  /** What the key stands for (method, path, target): the same key on another request is a 409. */
  readonly request: string;
  /** The write's answer, kept with the key so a retry gets the same one. */
  readonly reply: Reply;
  /**
   * The write as one statement with `$1…$n` for `params`. It must run only where `guard` (a
   * SQL condition) holds: `INSERT … SELECT … WHERE ${guard}` or `DELETE … AND ${guard}`.
   */
  readonly sql: (guard: string) => string;
  readonly params: readonly SqlParam[];
}

export interface KeyedWriteResult<Reply> {
  readonly reply: Reply;
  /** The key had been applied before: nothing was written now. */
  readonly replayed: boolean;
}

/**
 * Applies a player's write once per Idempotency-Key. Claiming the key, pruning expired keys
 * and the write itself are one statement: one round trip, atomic (a failed write leaves the
 * key unclaimed for the retry), and a concurrent retry with the same key waits on the key's
 * row and then writes nothing.
 */
export async function writeOnce<Reply>(db: Queryable, write: KeyedWrite<Reply>): Promise<KeyedWriteResult<Reply>> {
  if (write.key === undefined) {
    await db.query(write.sql('true'), write.params);
    return { reply: write.reply, replayed: false };
  }
  const at = write.params.length;
  const result = await db.query<{ applied: boolean }>(
    `WITH claimed AS (
       INSERT INTO idempotency_keys (user_id, idempotency_key, request, reply)
       VALUES ($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}::jsonb)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING 1
     ), pruned AS (
       DELETE FROM idempotency_keys WHERE (user_id, idempotency_key) IN (
         SELECT user_id, idempotency_key FROM idempotency_keys
          WHERE applied_at < now() - interval '${IDEMPOTENCY_KEY_DAYS} days'
          ORDER BY applied_at LIMIT ${PRUNED_PER_WRITE} FOR UPDATE SKIP LOCKED)
     ), written AS (
       ${write.sql('EXISTS (SELECT 1 FROM claimed)')}
     )
     SELECT EXISTS (SELECT 1 FROM claimed) AS applied`,
    [...write.params, write.userId, write.key, write.request, JSON.stringify(write.reply)],
  );
  if (result.rows[0]?.applied) return { reply: write.reply, replayed: false };
  const earlier = await db.query<{ request: string; reply: Reply }>(
    'SELECT request, reply FROM idempotency_keys WHERE user_id = $1 AND idempotency_key = $2',
    [write.userId, write.key],
  );
  const row = earlier.rows[0];
  if (!row || row.request !== write.request) {
    throw new HttpError(409, `This ${IDEMPOTENCY_KEY_HEADER} was used for another request; send a new key for a new write.`);
  }
  return { reply: row.reply, replayed: true };
}

/** Marks the answer to a retry (IDEMPOTENT_REPLAYED_HEADER) and returns its reply. */
export function answer<Reply>(reply: FastifyReply, result: KeyedWriteResult<Reply>): Reply {
  if (result.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return result.reply;
}
