import { gatePlayerAction, isSignedIn } from '@lobby/domain';
import {
  LOCALES,
  PLATFORMS,
  PLAY_MODES,
  type Locale,
  type Platform,
  type PlayerActionRefusal,
  type PlayMode,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { sessionOfRequest, type Authenticator } from '../auth';
import { HttpError, errorBody, type ErrorBody } from '../../http/httpErrors';
import { touchPlaySession } from '../protection/playSessions';
import { readPlayerState, type PlayerProtectionState } from '../protection/protectionStore';
import { resolveGame } from '../resolveGame';
import { gameKeySchema } from '../schemas';

interface LaunchBody {
  readonly gameKey: string;
  readonly locale: Locale;
  readonly platform: Platform;
  /** SPEC §3's geo-compliance token: a real launch service checks it; the demo games need none. */
  readonly geoComplyToken?: string;
  /** Issue #34: real money (default) or the game's fun-money demo. */
  readonly mode?: PlayMode;
}

/**
 * A launch the gate refuses: the error shape plus the gate's reason, which the lobby acts on,
 * and for player protection's reasons when play may start again (null: no end is set).
 */
interface LaunchRefusal extends ErrorBody {
  readonly reason: PlayerActionRefusal;
  readonly until?: string | null;
}

/** The end of what refused: the break's, or the loss limit's next period. */
function refusalUntil(reason: PlayerActionRefusal, state: PlayerProtectionState | null): string | null | undefined {
  if (reason === 'coolOff' || reason === 'selfExcluded') return state?.exclusion?.until ?? null;
  if (reason === 'lossLimit') return state?.lossLimit?.resetsAt ?? null;
  return undefined;
}

const untilText = (until: string | null | undefined): string => (until ? ` until ${until}` : '');

/** The service's own (English) words; the lobby shows its translated text for the reason. */
const REFUSALS: Readonly<
  Record<PlayerActionRefusal, { readonly status: number; readonly message: (until: string | null | undefined) => string }>
> = {
  guest: { status: 401, message: () => 'Log in to play: a guest cannot launch a game.' },
  credentials: { status: 401, message: () => 'X-UserId and X-SessionId headers are both required to launch a game.' },
  // The server has no maintenance state of the lobby's ('loaded' below); kept for the type's sake.
  maintenance: { status: 503, message: () => 'The casino is in maintenance; try again later.' },
  coolOff: { status: 403, message: (until) => `The player is taking a break from play${untilText(until)}: no game can be launched.` },
  selfExcluded: { status: 403, message: (until) => `The player has excluded themselves from play${untilText(until)}: no game can be launched.` },
  lossLimit: {
    status: 403,
    message: (until) => `The player has reached their loss limit; real-money play is possible again from ${until ?? 'the next period'}.`,
  },
};

/**
 * POST /api/v1/casino/games/launch — the address of the demo game page for a live game, for
 * real money or (mode 'fun', a game with a demo) for fun money. The lobby's gate
 * (@lobby/domain gatePlayerAction) decides here too, on the session the request names and the
 * player's protection (issue #34): a launch the lobby would refuse is refused the same way
 * whoever calls. A session named by both ids is checked first (401 when it is not live); a
 * fun launch needs none, but one it names must be live, and a break from play refuses it.
 */
export async function launchRoute(
  app: FastifyInstance,
  deps: { readonly db: Queryable; readonly auth: Authenticator; readonly now: () => Date },
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
            mode: { type: 'string', enum: [...PLAY_MODES] },
          },
        },
      },
    },
    async (request, reply): Promise<{ url: string } | LaunchRefusal> => {
      const { gameKey, locale, platform, mode = 'real' } = request.body;
      const session = sessionOfRequest(request);
      let state: PlayerProtectionState | null = null;
      const now = deps.now();
      if (isSignedIn(session)) {
        const userId = await deps.auth.authenticate(request);
        await touchPlaySession(deps.db, session.sessionId, now);
        state = await readPlayerState(deps.db, userId, now);
      }
      const decision = gatePlayerAction(mode === 'fun' ? 'launchFun' : 'launch', {
        session,
        loadState: 'loaded',
        protection: state && { state, now: now.getTime() },
      });
      if (!decision.allowed) {
        const refusal = REFUSALS[decision.reason];
        const until = refusalUntil(decision.reason, state);
        void reply.code(refusal.status);
        return { ...errorBody(refusal.status, refusal.message(until)), reason: decision.reason, ...(until === undefined ? {} : { until }) };
      }
      const game = await resolveGame(deps.db, gameKey);
      if (!game) throw new HttpError(404, `No game ${gameKey}`);
      if (!game.is_active) throw new HttpError(409, `Game ${game.key} is not active`);
      if (!game[platform]) throw new HttpError(409, `Game ${game.key} is not available on ${platform}`);
      if (mode === 'fun' && !game.has_demo) throw new HttpError(409, `Game ${game.key} has no demo to play for fun`);
      const query = new URLSearchParams({ locale, platform, ...(mode === 'fun' ? { mode } : {}) });
      return {
        url: `/demo-games/${encodeURIComponent(game.aggregator)}/${encodeURIComponent(game.code)}?${query.toString()}`,
      };
    },
  );
}
