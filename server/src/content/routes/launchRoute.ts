import { gatePlayerAction } from '@lobby/domain';
import { LOCALES, PLATFORMS, type Locale, type Platform, type PlayerActionRefusal } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { sessionOfRequest, type Authenticator } from '../auth';
import { HttpError, errorBody, type ErrorBody } from '../../http/httpErrors';
import { resolveGame } from '../resolveGame';
import { gameKeySchema } from '../schemas';

interface LaunchBody {
  readonly gameKey: string;
  readonly locale: Locale;
  readonly platform: Platform;
  /** SPEC §3's geo-compliance token: a real launch service checks it; the demo games need none. */
  readonly geoComplyToken?: string;
}

/** A launch the gate refuses: the error shape plus the gate's reason, which the lobby acts on. */
interface LaunchRefusal extends ErrorBody {
  readonly reason: PlayerActionRefusal;
}

const REFUSALS: Readonly<Record<PlayerActionRefusal, { readonly status: number; readonly message: string }>> = {
  guest: { status: 401, message: 'Log in to play: a guest cannot launch a game.' },
  credentials: { status: 401, message: 'X-UserId and X-SessionId headers are both required to launch a game.' },
  // The server has no maintenance state of the lobby's ('loaded' below); kept for the type's sake.
  maintenance: { status: 503, message: 'The casino is in maintenance; try again later.' },
  coolOff: { status: 403, message: 'The player is taking a break from play.' },
  selfExcluded: { status: 403, message: 'The player has excluded themselves from play.' },
  lossLimit: { status: 403, message: 'The player has reached their loss limit.' },
};

/**
 * POST /api/v1/casino/games/launch — the address of the demo game page for a live game. The
 * lobby's gate (@lobby/domain gatePlayerAction) runs here too, on the session the request
 * names, before the session is checked: a launch the lobby would refuse is refused the same
 * way whoever calls.
 */
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
    async (request, reply): Promise<{ url: string } | LaunchRefusal> => {
      const decision = gatePlayerAction('launch', { session: sessionOfRequest(request), loadState: 'loaded' });
      if (!decision.allowed) {
        const refusal = REFUSALS[decision.reason];
        void reply.code(refusal.status);
        return { ...errorBody(refusal.status, refusal.message), reason: decision.reason };
      }
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
