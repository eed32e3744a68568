import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import type { Authenticator } from '../auth';
import { HttpError } from '../../http/httpErrors';
import { answer, idempotencyKeyOf, writeOnce } from '../idempotency';
import { resolveGame } from '../resolveGame';
import { gameKeySchema } from '../schemas';

const paramsSchema = {
  type: 'object',
  required: ['gameKey'],
  properties: { gameKey: gameKeySchema },
} as const;

interface FavouriteParams {
  readonly gameKey: string;
}

/**
 * GET, PUT and DELETE /api/games/favourite-games. PUT and DELETE are idempotent single-row
 * statements (ON CONFLICT DO NOTHING / DELETE), so concurrent toggles never lose an update.
 * With an Idempotency-Key each is also applied once: a late copy of an earlier tap (a retry
 * whose first attempt was only slow) cannot undo the taps that followed it.
 */
export async function favouriteRoutes(
  app: FastifyInstance,
  deps: { readonly db: Queryable; readonly auth: Authenticator },
): Promise<void> {
  const { db, auth } = deps;

  app.get('/api/games/favourite-games', async (request): Promise<{ data: string[] }> => {
    const userId = await auth.authenticate(request);
    const result = await db.query<{ game_key: string }>(
      'SELECT game_key FROM favourites WHERE user_id = $1 ORDER BY seq DESC',
      [userId],
    );
    return { data: result.rows.map((row) => row.game_key) };
  });

  app.put<{ Params: FavouriteParams }>(
    '/api/games/favourite-games/:gameKey',
    { schema: { params: paramsSchema } },
    async (request, reply): Promise<{ gameKey: string; favourite: true }> => {
      const userId = await auth.authenticate(request);
      const key = idempotencyKeyOf(request);
      const game = await resolveGame(db, request.params.gameKey);
      if (!game) throw new HttpError(404, `No game ${request.params.gameKey}`);
      const result = await writeOnce(db, {
        userId,
        key,
        request: `PUT /api/games/favourite-games/${game.key}`,
        reply: { gameKey: game.key, favourite: true as const },
        sql: (guard) =>
          `INSERT INTO favourites (user_id, game_key) SELECT $1, $2 WHERE ${guard} ON CONFLICT (user_id, game_key) DO NOTHING`,
        params: [userId, game.key],
      });
      return answer(reply, result);
    },
  );

  app.delete<{ Params: FavouriteParams }>(
    '/api/games/favourite-games/:gameKey',
    { schema: { params: paramsSchema } },
    async (request, reply): Promise<{ gameKey: string; favourite: false }> => {
      const userId = await auth.authenticate(request);
      const key = idempotencyKeyOf(request);
      // A game that no longer exists cannot be a favourite: deleting it is still a success.
      const game = await resolveGame(db, request.params.gameKey);
      const gameKey = game?.key ?? request.params.gameKey;
      const result = await writeOnce(db, {
        userId,
        key,
        request: `DELETE /api/games/favourite-games/${gameKey}`,
        reply: { gameKey, favourite: false as const },
        sql: (guard) => `DELETE FROM favourites WHERE user_id = $1 AND game_key = $2 AND ${guard}`,
        params: [userId, gameKey],
      });
      return answer(reply, result);
    },
  );
}
