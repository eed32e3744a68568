import type { LobbyLoadState, PlayerActionRefusal, RawPlayerProtection, Session } from '@lobby/shared';
import { isSignedIn } from '../entities/session';

/**
 * What a player does that the lobby carries out on their account (issue #33), and the launch of
 * a game's fun-money demo (issue #34), which needs no account.
 */
export type PlayerActionKind = 'launch' | 'launchFun' | 'favourite' | 'recordPlay';

export type PlayerActionDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: PlayerActionRefusal };

/** The part of a player's protection (issue #34) the gate decides on, at the instant `now`. */
export interface ProtectionFacts {
  readonly state: Pick<RawPlayerProtection, 'exclusion' | 'lossLimit'>;
  /** Epoch ms on the lobby's clock (the server's own on its side). */
  readonly now: number;
}

/** What the gate decides on. The server passes 'loaded': it has no maintenance of the lobby's. */
export interface PlayerActionFacts {
  readonly session: Session | null | undefined;
  readonly loadState: LobbyLoadState;
  /** The signed-in player's protection; absent or null while unknown (nothing refused for it). */
  readonly protection?: ProtectionFacts | null;
}

const ALLOWED: PlayerActionDecision = Object.freeze({ allowed: true });

const refused = (reason: PlayerActionRefusal): PlayerActionDecision => ({ allowed: false, reason });

const stillHolds = (untilIso: string | null, now: number): boolean => untilIso === null || Date.parse(untilIso) > now;

/** A break from play the player took that has not ended: it stops every game, fun ones too. */
function exclusionRefusal(protection: ProtectionFacts | null | undefined): PlayerActionRefusal | null {
  const exclusion = protection?.state.exclusion;
  if (!exclusion || !stillHolds(exclusion.until, protection.now)) return null;
  return exclusion.kind;
}

/** A loss limit used up within its period: it stops real-money play until the period resets. */
function lossLimitReached(protection: ProtectionFacts | null | undefined): boolean {
  const limit = protection?.state.lossLimit;
  return !!limit && limit.used >= limit.amount && Date.parse(limit.resetsAt) > protection.now;
}

/**
 * The one gate every player action passes (launch from any path, favourite toggle, play
 * record), on the lobby's side and, for the launch, on the content service's:
 * - a guest is sent to log in (SPEC §4 step 1), except to a fun-money demo, which anyone may play;
 * - a player without both ids cannot act on an account (step 5, SPEC §8's credentials text);
 * - while the lobby is in maintenance nothing new starts, but a play already made is still
 *   recorded (the record says what happened);
 * - player protection (issue #34): a cool-off or self-exclusion that still holds stops every
 *   launch, a loss limit reached stops real-money launches; favourites and records go on.
 */
export function gatePlayerAction(kind: PlayerActionKind, facts: PlayerActionFacts): PlayerActionDecision {
  const { session, protection } = facts;
  if (kind === 'launchFun') {
    if (facts.loadState === 'maintenance') return refused('maintenance');
    const exclusion = session && !session.guest ? exclusionRefusal(protection) : null;
    return exclusion ? refused(exclusion) : ALLOWED;
  }
  if (session == null || session.guest) return refused('guest');
  if (!isSignedIn(session)) return refused('credentials');
  if (facts.loadState === 'maintenance' && kind !== 'recordPlay') return refused('maintenance');
  if (kind !== 'launch') return ALLOWED;
  const exclusion = exclusionRefusal(protection);
  if (exclusion) return refused(exclusion);
  return lossLimitReached(protection) ? refused('lossLimit') : ALLOWED;
}
