import { foldGameCode, parseGameKey } from '@lobby/domain';
import { MAX_GAME_KEY_LENGTH } from '@lobby/shared';
import type { Queryable } from '../db/database';

/**
 * The router's limit on a path parameter: a whole game key (PUT /api/games/favourite-games/{key}),
 * every character percent-encoded. Fastify's default (100) would answer 414 to longer valid keys.
 */
export const MAX_GAME_KEY_PARAM_LENGTH = 3 * MAX_GAME_KEY_LENGTH;

export interface ResolvedGame {
  readonly key: string;
  readonly aggregator: string;
  readonly code: string;
  readonly is_active: boolean;
  readonly desktop: boolean;
  readonly mobile: boolean;
  /** The game has a fun-money demo (issue #34). */
  readonly has_demo: boolean;
}

/**
 * The stored game a key names, by the lobby's own rule (@lobby/domain parseGameKey): split at
 * the first separator, the aggregator normalised ('ORYX' is 'bragg', none is 'bragg'), the code
 * matched without case (SPEC §3), so "ORYX:abc:1" finds "bragg:Abc:1". Stored aggregators are
 * normalised (the seed writes them so). The returned key is the stored spelling; an exact
 * spelling wins over a case-folded one.
 */
export async function resolveGame(db: Queryable, gameKey: string): Promise<ResolvedGame | undefined> {
  const ref = parseGameKey(gameKey);
  if (ref === null) return undefined;
  const result = await db.query<ResolvedGame>(
    `SELECT key, aggregator, code, is_active, desktop, mobile, has_demo FROM games
      WHERE aggregator = $1 AND lower(code) = $2
      ORDER BY (code = $3) DESC LIMIT 1`,
    [ref.aggregator, foldGameCode(ref.code), ref.code],
  );
  return result.rows[0];
}
