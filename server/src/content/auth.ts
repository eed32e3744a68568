import { createHash, timingSafeEqual } from 'node:crypto';
import { PREVIEW_TOKEN_HEADER, type Session } from '@lobby/shared';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/httpErrors';
import { isLivePreviewToken } from './previewTokens';

export interface Authenticator {
  /** The userId of a live session named by X-UserId + X-SessionId; throws a 401 otherwise. */
  authenticate(request: FastifyRequest): Promise<string>;
  /** Passes when the request carries `Authorization: Bearer <operator token>`; throws a 401 otherwise. */
  authenticateOperator(request: FastifyRequest): Promise<void>;
  /**
   * An editor's preview: false without an X-Preview-Token header, true with a live token, and a
   * 401 for any other token (a player's session id is never one: tokens live apart).
   */
  authenticatePreview(request: FastifyRequest): Promise<boolean>;
}

/** Counts failed authentications per client address. */
export interface FailureLimiter {
  /** Throws a 429 when the address has used up its failures for now. */
  check(request: FastifyRequest): Promise<void>;
  record(request: FastifyRequest): Promise<void>;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * The session a request names (X-UserId, X-SessionId), as the lobby's gate reads one: no ids
 * at all is a guest. Nothing is checked against the database here; authenticate() does that.
 */
export function sessionOfRequest(request: FastifyRequest): Session {
  const userId = header(request, 'x-userid') ?? null;
  const sessionId = header(request, 'x-sessionid') ?? null;
  return { userId, sessionId, guest: userId === null && sessionId === null };
}

/**
 * Sessions are checked against the database on every call, which keeps the service stateless
 * (any process can answer) and makes a revoked session fail at once. Every failure counts
 * against the caller's address, so ids and tokens cannot be guessed at the rate limit's pace.
 */
export function createAuthenticator(db: Queryable, failures: FailureLimiter, operatorToken: string | undefined): Authenticator {
  const fail = async (request: FastifyRequest, message: string): Promise<never> => {
    await failures.record(request);
    throw new HttpError(401, message);
  };
  const expected = operatorToken === undefined ? undefined : digest(operatorToken);
  return {
    async authenticate(request) {
      await failures.check(request);
      const userId = header(request, 'x-userid');
      const sessionId = header(request, 'x-sessionid');
      if (!userId || !sessionId) return fail(request, 'X-UserId and X-SessionId headers are required');
      const live = await db.query(
        'SELECT 1 FROM sessions WHERE session_id = $1 AND user_id = $2 AND NOT revoked AND expires_at > now()',
        [sessionId, userId],
      );
      if (live.rows.length === 0) return fail(request, 'The session is not a live session of this user');
      return userId;
    },
    async authenticatePreview(request) {
      const token = request.headers[PREVIEW_TOKEN_HEADER.toLowerCase()];
      if (token === undefined) return false;
      await failures.check(request);
      if (typeof token !== 'string' || !(await isLivePreviewToken(db, token))) {
        return fail(request, 'The preview token is not a live preview token');
      }
      return true;
    },
    async authenticateOperator(request) {
      await failures.check(request);
      const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      // Comparing digests keeps the comparison constant-time whatever the presented length.
      if (!expected || !presented || !timingSafeEqual(digest(presented), expected)) {
        await fail(request, 'The operator token is missing or wrong');
      }
    },
  };
}
