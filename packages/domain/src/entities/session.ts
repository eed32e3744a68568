import type { LobbySettings, Session } from '@lobby/shared';

/** A session the lobby treats as a logged-in player's: not a guest, with both ids. */
export type SignedInSession = Session & { readonly userId: string; readonly sessionId: string; readonly guest: false };

/**
 * The one rule for "signed in" (SPEC §1 "identified by userId and sessionId", §6 "Authenticated
 * calls need userId and sessionId"): not in guest mode, and both ids present and non-blank. A
 * session not known yet (undefined, before the settings are in) is not signed in. Everything
 * that shows or loads a player's own things asks this: the header's balance and cashier, the
 * favourites, recent games and free rounds, the player's recent searches, the audiences the
 * lobby asks content for.
 */
export function isSignedIn(session: Session | null | undefined): session is SignedInSession {
  return session != null && !session.guest && hasId(session.userId) && hasId(session.sessionId);
}

/** The session the settings describe (the host publishes it with them). */
export function sessionOf(settings: Pick<LobbySettings, 'userId' | 'sessionId' | 'guestMode'>): Session {
  return { userId: settings.userId, sessionId: settings.sessionId, guest: settings.guestMode };
}

function hasId(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}
