import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpErrors';
import type { Authenticator } from '../auth';
import { issueSession, revokePlayerSessions, revokeSession, type IssuedSession } from '../sessions';

const SMALL_BODY_LIMIT = 4096;
const userIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_.@:-]{1,120}$' } as const;
const sessionIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,200}$' } as const;
/** A minute to thirty days. */
const ttlSchema = { type: 'integer', minimum: 60, maximum: 30 * 86_400 } as const;

interface IssueBody {
  readonly userId: string;
  readonly displayName?: string;
  readonly ttlSeconds?: number;
}

export interface OperatorRouteDeps {
  readonly db: Queryable;
  readonly auth: Authenticator;
  readonly now: () => Date;
  /** Lifetime of a session when the call names none. */
  readonly sessionTtlSeconds: number;
}

/**
 * The operator's session calls (production mode issues sessions only here), authenticated by
 * `Authorization: Bearer <OPERATOR_TOKEN>`: the platform that logs players in calls these.
 */
export async function operatorRoutes(app: FastifyInstance, deps: OperatorRouteDeps): Promise<void> {
  const { db, auth } = deps;

  app.post<{ Body: IssueBody }>(
    '/api/operator/sessions',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        body: {
          type: 'object',
          required: ['userId'],
          additionalProperties: false,
          properties: { userId: userIdSchema, displayName: { type: 'string', minLength: 1, maxLength: 120 }, ttlSeconds: ttlSchema },
        },
      },
    },
    async (request, reply): Promise<IssuedSession> => {
      await auth.authenticateOperator(request);
      const { userId, displayName, ttlSeconds } = request.body;
      const session = await issueSession(db, {
        userId,
        displayName: displayName ?? userId,
        ttlSeconds: ttlSeconds ?? deps.sessionTtlSeconds,
        now: deps.now(),
      });
      void reply.code(201);
      return session;
    },
  );

  app.delete<{ Params: { sessionId: string } }>(
    '/api/operator/sessions/:sessionId',
    { schema: { params: { type: 'object', required: ['sessionId'], properties: { sessionId: sessionIdSchema } } } },
    async (request): Promise<{ sessionId: string; revoked: true }> => {
      await auth.authenticateOperator(request);
      if (!(await revokeSession(db, request.params.sessionId))) throw new HttpError(404, 'No live session with this id');
      return { sessionId: request.params.sessionId, revoked: true };
    },
  );

  app.delete<{ Params: { userId: string } }>(
    '/api/operator/players/:userId/sessions',
    { schema: { params: { type: 'object', required: ['userId'], properties: { userId: userIdSchema } } } },
    async (request): Promise<{ userId: string; revoked: number }> => {
      await auth.authenticateOperator(request);
      return { userId: request.params.userId, revoked: await revokePlayerSessions(db, request.params.userId) };
    },
  );
}
