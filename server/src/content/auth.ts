import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from './httpErrors';

export interface Authenticator {
  /** The userId of a live session named by X-UserId + X-SessionId; throws a 401 otherwise. */
  authenticate(request: FastifyRequest): Promise<string>;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

/**
 * Checks the session against the database on every call, which keeps the service stateless
 * (any process can answer) and makes a revoked session fail at once.
 */
export function createAuthenticator(db: Queryable): Authenticator {
  return {
    async authenticate(request) {
      const userId = header(request, 'x-userid');
      const sessionId = header(request, 'x-sessionid');
      if (!userId || !sessionId) {
        throw new HttpError(401, 'X-UserId and X-SessionId headers are required');
      }
      const live = await db.query(
        `SELECT 1 FROM sessions
          WHERE session_id = $1 AND user_id = $2 AND NOT revoked AND (expires_at IS NULL OR expires_at > now())`,
        [sessionId, userId],
      );
      if (live.rows.length === 0) {
        throw new HttpError(401, 'The session is not a live session of this user');
      }
      return userId;
    },
  };
}
