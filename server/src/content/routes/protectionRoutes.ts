import {
  LICENSE_TYPES,
  LIMIT_PERIODS,
  LOBBY_QUERY,
  PLAY_EXCLUSION_KINDS,
  object,
  toJsonSchema,
  type LicenseType,
  type RawPlayExclusion,
  type RawPlayerProtection,
  type RawProtectionPolicy,
} from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpErrors';
import type { Authenticator } from '../auth';
import { touchPlaySession } from '../protection/playSessions';
import {
  DEFAULT_POLICY_KEY,
  readPlayerState,
  readPolicy,
  writePlayerProtection,
  writePolicy,
  type LimitChange,
  type PlayerProtectionState,
  type PolicyChange,
} from '../protection/protectionStore';
import { lenientQueryCompiler } from '../validation';

const SMALL_BODY_LIMIT = 4096;
const userIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_.@:-]{1,120}$' } as const;
/** A day at most: a reality check is about the play of one sitting. */
const MAX_REALITY_CHECK_SECONDS = 86_400;
/** Plenty for any account; numeric(14, 2) holds it. */
const MAX_AMOUNT = 1_000_000_000;
/**
 * The operator's page: an absolute http(s) address, or a path on the lobby's own origin (the
 * demo's pages). Never '//host' (another origin that looks like a path) nor a script URL.
 */
const pageUrlSchema = {
  type: ['string', 'null'],
  maxLength: 2000,
  pattern: '^(https?://[^\\s/]|/(?![/\\\\]))[^\\s]*$',
} as const;

/**
 * The licence type the lobby resolved (LOBBY_QUERY's field, one schema for both sides). SPEC §5/§8:
 * an invalid value is ignored, so an unknown licence type reads the default policy, never a 400.
 */
const protectionQuerySchema = toJsonSchema(object({ licenseType: LOBBY_QUERY.fields.licenseType }), { query: true });

const limitSchema = {
  type: ['object', 'null'],
  required: ['amount', 'period'],
  additionalProperties: false,
  properties: {
    amount: { type: 'number', exclusiveMinimum: 0, maximum: MAX_AMOUNT },
    period: { type: 'string', enum: [...LIMIT_PERIODS] },
    used: { type: 'number', minimum: 0, maximum: MAX_AMOUNT },
  },
} as const;

interface ExclusionBody {
  readonly kind: RawPlayExclusion['kind'];
  readonly until: string | null;
}

interface PlayerProtectionBody {
  readonly depositLimit?: LimitChange | null;
  readonly lossLimit?: LimitChange | null;
  readonly exclusion?: ExclusionBody | null;
}

/** The operator API's answer for a player: the state as GET /api/player/protection reads it. */
export interface PlayerProtectionReply extends PlayerProtectionState {
  readonly userId: string;
}

export interface ProtectionRouteDeps {
  readonly db: Queryable;
  readonly auth: Authenticator;
  readonly now: () => Date;
  /** The operator routes exist only with an operator token (like the operator's session calls). */
  readonly operator: boolean;
}

/** An exclusion's end: a date and time with its offset, after `now` (a break that is already over is none). */
function exclusionUntil(body: ExclusionBody, now: Date): Date | null {
  if (body.until === null) {
    if (body.kind === 'coolOff')
      throw new HttpError(400, 'body/exclusion/until: a cool-off ends; give the date and time it ends');
    return null;
  }
  const until = /(Z|[+-]\d{2}:\d{2})$/.test(body.until) ? new Date(body.until) : new Date(Number.NaN);
  if (Number.isNaN(until.getTime()))
    throw new HttpError(400, 'body/exclusion/until must be an ISO 8601 date and time with its offset');
  if (until.getTime() <= now.getTime()) throw new HttpError(400, 'body/exclusion/until must be in the future');
  return until;
}

/**
 * Player protection (issue #34, docs/player-protection.md): the player's own read, and the
 * operator's writes of the policies per licence type and of a player's limits and breaks.
 */
export async function protectionRoutes(app: FastifyInstance, deps: ProtectionRouteDeps): Promise<void> {
  const { db, auth } = deps;

  app.get<{ Querystring: { licenseType?: LicenseType } }>(
    '/api/player/protection',
    { schema: { querystring: protectionQuerySchema }, validatorCompiler: lenientQueryCompiler() },
    async (request, reply): Promise<RawPlayerProtection> => {
      const userId = await auth.authenticate(request);
      // authenticate() has just found this header naming a live session of the user.
      const sessionId = String(request.headers['x-sessionid']);
      const now = deps.now();
      const sessionStartedAt = await touchPlaySession(db, sessionId, now);
      const policy = await readPolicy(db, request.query.licenseType ?? null);
      const state = await readPlayerState(db, userId, now);
      void reply.header('cache-control', 'private, no-store');
      return { policy, sessionStartedAt: sessionStartedAt.toISOString(), ...state };
    },
  );

  if (!deps.operator) return;

  app.put<{ Params: { licenseType: LicenseType | typeof DEFAULT_POLICY_KEY }; Body: PolicyChange }>(
    '/api/v1/operator/protection-policies/:licenseType',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        params: {
          type: 'object',
          required: ['licenseType'],
          properties: { licenseType: { type: 'string', enum: [...LICENSE_TYPES, DEFAULT_POLICY_KEY] } },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            sessionClock: { type: 'boolean' },
            realityCheckSeconds: { type: ['integer', 'null'], minimum: 1, maximum: MAX_REALITY_CHECK_SECONDS },
            limitsUrl: pageUrlSchema,
            helpUrl: pageUrlSchema,
          },
        },
      },
    },
    async (request): Promise<RawProtectionPolicy> => {
      await auth.authenticateOperator(request);
      return writePolicy(db, request.params.licenseType, request.body);
    },
  );

  app.put<{ Params: { userId: string }; Body: PlayerProtectionBody }>(
    '/api/v1/operator/players/:userId/protection',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        params: { type: 'object', required: ['userId'], properties: { userId: userIdSchema } },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            depositLimit: limitSchema,
            lossLimit: limitSchema,
            exclusion: {
              type: ['object', 'null'],
              required: ['kind', 'until'],
              additionalProperties: false,
              properties: {
                kind: { type: 'string', enum: [...PLAY_EXCLUSION_KINDS] },
                until: { type: ['string', 'null'], maxLength: 40 },
              },
            },
          },
        },
      },
    },
    async (request): Promise<PlayerProtectionReply> => {
      await auth.authenticateOperator(request);
      const { userId } = request.params;
      const now = deps.now();
      const { exclusion, ...limits } = request.body;
      const until = exclusion ? exclusionUntil(exclusion, now) : null;
      const player = await db.query('SELECT 1 FROM players WHERE user_id = $1', [userId]);
      if (player.rows.length === 0) throw new HttpError(404, `No player ${userId}`);
      const state = await writePlayerProtection(
        db,
        userId,
        { ...limits, ...(exclusion === undefined ? {} : { exclusion: exclusion && { kind: exclusion.kind, until } }) },
        now,
      );
      return { userId, ...state };
    },
  );
}
