import { GAME_KEY_SEPARATOR } from '@lobby/shared';
import type { Queryable } from '../db/database';

export interface ResolvedGame {
  readonly key: string;
  readonly aggregator: string;
  readonly code: string;
  readonly is_active: boolean;
  readonly desktop: boolean;
  readonly mobile: boolean;
}

/**
 * The stored game a key names. Codes match case-insensitively (SPEC §3), so "asiagaming:agfoo1"
 * finds "asiagaming:AGFoo1"; the returned key is the stored spelling.
 */
export async function resolveGame(db: Queryable, gameKey: string): Promise<ResolvedGame | undefined> {
  const separator = gameKey.indexOf(GAME_KEY_SEPARATOR);
  if (separator <= 0) return undefined;
  const aggregator = gameKey.slice(0, separator);
  const code = gameKey.slice(separator + GAME_KEY_SEPARATOR.length);
  const result = await db.query<ResolvedGame>(
    `SELECT key, aggregator, code, is_active, desktop, mobile FROM games
      WHERE aggregator = $1 AND lower(code) = lower($2)
      ORDER BY (code = $2) DESC LIMIT 1`,
    [aggregator, code],
  );
  return result.rows[0];
}
