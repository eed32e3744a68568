import type { Session } from '@lobby/shared';

/** SPEC §6: guests, and sessions without both ids, get no personal lists (no auth headers). */
export function isSignedIn(session: Session | null | undefined): session is Session {
  return session != null && !session.guest && Boolean(session.userId) && Boolean(session.sessionId);
}
