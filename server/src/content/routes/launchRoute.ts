import { LOCALES, PLATFORMS, type Locale, type Platform } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import type { Authenticator } from '../auth';
import { HttpError } from '../../http/httpErrors';
import { resolveGame } from '../resolveGame';
import { gameKeySchema } from '../schemas';

interface LaunchBody {
  readonly gameKey: string;
  readonly locale: Locale;
  readonly platform: Platform;
  /** SPEC §3's geo-compliance token: a real launch service checks it; the demo games need none. */
  readonly geoComplyToken?: string;
}

/** POST /api/v1/casino/games/launch — the address of the demo game page for a live game. */
export async function launchRoute(
  app: FastifyInstance,
  deps: { readonly db: Queryable; readonly auth: Authenticator },
): Promise<void> {
  app.post<{ Body: LaunchBody }>(
    '/api/v1/casino/games/launch',
    {
      bodyLimit: 4096,
      schema: {
        body: {
          type: 'object',
          required: ['gameKey', 'locale', 'platform'],
          additionalProperties: false,
          properties: {
            gameKey: gameKeySchema,
            locale: { type: 'string', enum: [...LOCALES] },
            platform: { type: 'string', enum: [...PLATFORMS] },
            geoComplyToken: { type: 'string', minLength: 1, maxLength: 4096 },
          },
        },
      },
    },
    async (request): Promise<{ url: string }> => {
      await deps.auth.authenticate(request);
      const { gameKey, locale, platform } = request.body;
      const game = await resolveGame(deps.db, gameKey);
      if (!game) throw new HttpError(404, `No game ${gameKey}`);
      if (!game.is_active) throw new HttpError(409, `Game ${game.key} is not active`);
      if (!game[platform]) throw new HttpError(409, `Game ${game.key} is not available on ${platform}`);
      const query = new URLSearchParams({ locale, platform });
      return {
        url: `/demo-games/${encodeURIComponent(game.aggregator)}/${encodeURIComponent(game.code)}?${query.toString()}`,
      };
    },
  );
}
