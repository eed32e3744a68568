import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES, MAX_MESSAGE_ID_LENGTH, MESSAGE_ID_SOURCE } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpErrors';
import type { Authenticator } from '../auth';
import { issueSession, revokePlayerSessions, revokeSession, type IssuedSession } from '../sessions';

const SMALL_BODY_LIMIT = 4096;
const userIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_.@:-]{1,120}$' } as const;
const sessionIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,200}$' } as const;
/** A text the lobby shows is a sentence or two; this leaves room for long languages. */
const MAX_TEXT_LENGTH = 2000;
const translationParams = {
  type: 'object',
  required: ['locale', 'id'],
  properties: {
    locale: { type: 'string', enum: [...LOCALES] },
    id: { type: 'string', pattern: MESSAGE_ID_SOURCE, maxLength: MAX_MESSAGE_ID_LENGTH },
  },
} as const;

interface TranslationParams {
  readonly locale: string;
  readonly id: string;
}

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

  // The translation service's texts (SPEC §7): an editor replaces one of the lobby's built-in
  // texts by its message id, for one locale; players see it on their next load, no deploy. The
  // manifest's timestamp moves with every content change (i18nRoutes), removals included, so
  // the changed catalogue gets a new address.
  app.put<{ Params: TranslationParams; Body: { text: string } }>(
    '/api/operator/translations/:locale/:id',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        params: translationParams,
        body: {
          type: 'object',
          required: ['text'],
          additionalProperties: false,
          properties: { text: { type: 'string', minLength: 1, maxLength: MAX_TEXT_LENGTH } },
        },
      },
    },
    async (request): Promise<{ locale: string; id: string; text: string }> => {
      await auth.authenticateOperator(request);
      const { locale, id } = request.params;
      const { text } = request.body;
      if (text.trim() === '') throw new HttpError(400, 'text: must not be blank');
      try {
        compileMessageOrThrow(text);
      } catch (error) {
        throw new HttpError(400, `text: not a valid ICU message (${error instanceof Error ? error.message : String(error)})`);
      }
      await db.query(
        `INSERT INTO translations (namespace, locale, key, value, updated_at) VALUES ('lobby', $1, $2, $3, now())
         ON CONFLICT (namespace, locale, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [locale, id, text],
      );
      return { locale, id, text };
    },
  );

  app.delete<{ Params: TranslationParams }>(
    '/api/operator/translations/:locale/:id',
    { schema: { params: translationParams } },
    async (request): Promise<{ locale: string; id: string; removed: true }> => {
      await auth.authenticateOperator(request);
      const { locale, id } = request.params;
      const removed = await db.query(`DELETE FROM translations WHERE namespace = 'lobby' AND locale = $1 AND key = $2`, [
        locale,
        id,
      ]);
      if (removed.rowCount === 0) throw new HttpError(404, `No text of the translation service for ${id} in ${locale}`);
      return { locale, id, removed: true };
    },
  );
}
