import { USER_STATUSES, type LobbySettings, type UserStatus } from '@lobby/shared';
import { isSignedIn, sessionOf } from './session';

/** The audiences of SPEC §3 "Visibility audiences", re-exported under their SPEC name. */
/**
 * Who the visitor is, as the settings say: the session (userStatuses are the statuses the
 * shell reported; null when it sent none).
 */
export type AudienceContext = Pick<LobbySettings, 'guestMode' | 'userId' | 'sessionId' | 'userStatuses'>;

/**
 * The statuses a visitor has: 'Always' for everyone, 'LoggedIn' for a signed-in visitor
 * (isSignedIn: not a guest, both ids) and 'Guest' for anyone else, plus what the shell
 * reported. 'Guest' from the shell is ignored for a signed-in visitor (and
 * 'LoggedIn'/'FirstDeposit' for anyone else) because the session is the authority.
 */
export function visitorStatuses(context: AudienceContext): ReadonlySet<UserStatus> {
  const signedIn = isSignedIn(sessionOf(context));
  const statuses = new Set<UserStatus>(['Always', signedIn ? 'LoggedIn' : 'Guest']);
  for (const status of context.userStatuses ?? []) {
    if (signedIn ? status !== 'Guest' : status === 'Guest') statuses.add(status);
  }
  return statuses;
}

/**
 * The lobby request's user statuses (SPEC §3/§7): the visitor's statuses in the SPEC's
 * spelling and order, each once. 'Always' is left out: every visitor has it, and the content
 * service implies it.
 */
export function lobbyRequestStatuses(context: AudienceContext): UserStatus[] {
  const statuses = visitorStatuses(context);
  return USER_STATUSES.filter((status) => status !== 'Always' && statuses.has(status));
}
