import type { RawFreeRound, RawRecentGame } from '@lobby/shared';
import { checkNativeMiniGameId } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import type { Authenticator } from '../auth';
import { HttpError } from '../../http/httpErrors';
import { answer, idempotencyKeyOf, writeOnce } from '../idempotency';
import { resolveGame } from '../resolveGame';
import { gameKeySchema } from '../schemas';

/** Recently played keeps this many games per player; older plays are forgotten. */
const RECENT_LIMIT = 50;
const SMALL_BODY_LIMIT = 4096;

export interface PlayerRouteDeps {
  readonly db: Queryable;
  readonly auth: Authenticator;
  readonly now: () => Date;
}

/**
 * The platform API's per-player calls. Every query is scoped to the authenticated userId,
 * never to an id from the query or body, so a player cannot read another player's data.
 */
export async function playerRoutes(app: FastifyInstance, deps: PlayerRouteDeps): Promise<void> {
  const { db, auth } = deps;

  app.get('/api/player/freerounds', async (request): Promise<{ data: RawFreeRound[] }> => {
    const userId = await auth.authenticate(request);
    const result = await db.query<{ code: string; aggregator: string; rounds: number; expires_at: Date | null }>(
      `SELECT g.code, g.aggregator, f.rounds, f.expires_at FROM free_rounds f JOIN games g ON g.key = f.game_key
        WHERE f.user_id = $1 AND (f.expires_at IS NULL OR f.expires_at > now())
        ORDER BY f.expires_at ASC NULLS LAST, f.id`,
      [userId],
    );
    return {
      data: result.rows.map((row) => ({
        code: row.code,
        aggregator: row.aggregator,
        rounds: row.rounds,
        expiresAt: row.expires_at === null ? null : row.expires_at.toISOString(),
      })),
    };
  });

  app.get('/api/games/recently-played', async (request): Promise<{ data: RawRecentGame[] }> => {
    const userId = await auth.authenticate(request);
    const result = await db.query<{ gameId: string; playedTimestampMs: number }>(
      `SELECT game_key AS "gameId", played_ms::float8 AS "playedTimestampMs" FROM recently_played
        WHERE user_id = $1 ORDER BY played_ms DESC, game_key LIMIT $2`,
      [userId, RECENT_LIMIT],
    );
    return { data: result.rows };
  });

  app.post<{ Body: { gameId: string } }>(
    '/api/games/recently-played',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        body: { type: 'object', required: ['gameId'], additionalProperties: false, properties: { gameId: gameKeySchema } },
      },
    },
    async (request, reply): Promise<{ data: RawRecentGame }> => {
      const userId = await auth.authenticate(request);
      const key = idempotencyKeyOf(request);
      const game = await resolveGame(db, request.body.gameId);
      if (!game) throw new HttpError(404, `No game ${request.body.gameId}`);
      const playedTimestampMs = deps.now().getTime();
      // A retried play (the lobby's outbox sends it again after a lost answer) must not move
      // the game back to the top after the player has played others since.
      const result = await writeOnce(db, {
        userId,
        key,
        request: `POST /api/games/recently-played ${game.key}`,
        reply: { data: { gameId: game.key, playedTimestampMs } },
        sql: (guard) =>
          `INSERT INTO recently_played (user_id, game_key, played_ms) SELECT $1, $2, $3 WHERE ${guard}
           ON CONFLICT (user_id, game_key) DO UPDATE SET played_ms = GREATEST(recently_played.played_ms, EXCLUDED.played_ms)`,
        params: [userId, game.key, playedTimestampMs],
      });
      if (!result.replayed) {
        await db.query(
          `DELETE FROM recently_played WHERE user_id = $1 AND game_key NOT IN (
             SELECT game_key FROM recently_played WHERE user_id = $1 ORDER BY played_ms DESC, game_key LIMIT $2)`,
          [userId, RECENT_LIMIT],
        );
      }
      void reply.code(201);
      return answer(reply, result);
    },
  );

  app.post<{ Body: { gameId: string | number } }>(
    '/api/haba/logout',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        body: {
          type: 'object',
          required: ['gameId'],
          additionalProperties: false,
          properties: {
            // The game code in digits ('10', as the lobby sends it) or the number itself.
            gameId: { anyOf: [{ type: 'string', pattern: '^[0-9]{1,6}$' }, { type: 'integer', minimum: 1, maximum: 999_999 }] },
          },
        },
      },
    },
    async (request): Promise<{ settled: true; gameId: string }> => {
      const userId = await auth.authenticate(request);
      const gameId = Number(request.body.gameId);
      // SPEC §5: the haba game id must be among the supported ids (SPEC §3's poker games).
      if (!checkNativeMiniGameId(gameId).ok) throw new HttpError(400, 'body/gameId must be a supported native game id');
      // SPEC §4 "sent once": only a pending buyout settles, and only the first time.
      const settled = await db.query('DELETE FROM pending_buyouts WHERE user_id = $1 AND game_id = $2', [userId, gameId]);
      if (settled.rowCount === 0) throw new HttpError(409, 'No buyout is pending for this game');
      return { settled: true, gameId: String(gameId) };
    },
  );
}
