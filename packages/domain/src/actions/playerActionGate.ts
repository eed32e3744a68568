import type { LobbyLoadState, PlayerActionRefusal, Session } from '@lobby/shared';
import { isSignedIn } from '../entities/session';

/** What a player does that the lobby carries out on their account (issue #33). */
export type PlayerActionKind = 'launch' | 'favourite' | 'recordPlay';

export type PlayerActionDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: PlayerActionRefusal };

/** What the gate decides on. The server passes 'loaded': it has no maintenance of the lobby's. */
export interface PlayerActionFacts {
  readonly session: Session | null | undefined;
  readonly loadState: LobbyLoadState;
}

const ALLOWED: PlayerActionDecision = Object.freeze({ allowed: true });

/**
 * The one gate every player action passes (launch from any path, favourite toggle, play
 * record), on the lobby's side and, for the launch, on the content service's:
 * - a guest is sent to log in (SPEC §4 step 1);
 * - a player without both ids cannot act on an account (step 5, SPEC §8's credentials text);
 * - while the lobby is in maintenance nothing new starts, but a play already made is still
 *   recorded (the record says what happened).
 * Player protection (limits, cool-off) adds its reasons here.
 */
export function gatePlayerAction(kind: PlayerActionKind, facts: PlayerActionFacts): PlayerActionDecision {
  const { session } = facts;
  if (session == null || session.guest) return { allowed: false, reason: 'guest' };
  if (!isSignedIn(session)) return { allowed: false, reason: 'credentials' };
  if (facts.loadState === 'maintenance' && kind !== 'recordPlay') return { allowed: false, reason: 'maintenance' };
  return ALLOWED;
}
