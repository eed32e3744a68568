import { SESSION_ID_HEADER, USER_ID_HEADER } from '../constants';

/** userId and sessionId as the session record and the bus's Session carry them. */
export interface SessionCredentials {
  readonly userId: string | null;
  readonly sessionId: string | null;
}

/** Value of one cookie in a `document.cookie` string, or null. */
export function readCookieValue(cookieText: string, name: string): string | null {
  for (const part of cookieText.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** Reads a cookie of the page; there is none outside a browser. */
export function readDocumentCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return readCookieValue(document.cookie, name);
}

/**
 * SPEC §6: X-UserId and X-SessionId only when both are known; otherwise a warning and no
 * headers, and the call goes out as a guest's would.
 */
export function buildAuthHeaders(
  session: SessionCredentials | null | undefined,
  logger: Pick<Console, 'warn'>,
  callName: string,
): Record<string, string> {
  const userId = session?.userId;
  const sessionId = session?.sessionId;
  if (!userId || !sessionId) {
    logger.warn(`${callName}: userId or sessionId missing, no auth headers sent`);
    return {};
  }
  return { [USER_ID_HEADER]: userId, [SESSION_ID_HEADER]: sessionId };
}
