import { USER_STATUSES, type UserStatus } from '@lobby/shared';

/** The audiences of SPEC §3 "Visibility audiences", re-exported under their SPEC name. */
export const VISIBILITY_AUDIENCES: readonly UserStatus[] = USER_STATUSES;

export interface AudienceContext {
  readonly guestMode: boolean;
  /** Statuses the shell reported (settings.userStatuses); null when it sent none. */
  readonly userStatuses: readonly UserStatus[] | null;
}

/**
 * The statuses a visitor has: 'Always' for everyone, 'Guest' or 'LoggedIn' from the guest
 * flag, plus what the shell reported. 'Guest' from the shell is ignored for a logged-in
 * visitor (and 'LoggedIn'/'FirstDeposit' for a guest) because the flag is the authority.
 */
export function visitorStatuses(context: AudienceContext): ReadonlySet<UserStatus> {
  const statuses = new Set<UserStatus>(['Always', context.guestMode ? 'Guest' : 'LoggedIn']);
  for (const status of context.userStatuses ?? []) {
    if (context.guestMode ? status === 'Guest' : status !== 'Guest') statuses.add(status);
  }
  return statuses;
}

/** Content with no audiences, or 'Always', is for everyone; otherwise any match shows it. */
export function isVisibleToAudience(audiences: readonly UserStatus[], context: AudienceContext): boolean {
  if (audiences.length === 0) return true;
  const statuses = visitorStatuses(context);
  return audiences.some((audience) => statuses.has(audience));
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
