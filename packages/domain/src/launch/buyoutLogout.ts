import { checkNativeMiniGameId } from './nativeMiniGame';

export interface BuyoutLogoutInput {
  /** The shell is in play mode (the isWPTPlay setting). */
  readonly playMode: boolean;
  readonly signedIn: boolean;
  readonly onGameRoute: boolean;
  /** The mini-game whose table the shell says holds a buy-in (balances' miniGameId), 0 for none. */
  readonly miniGameId: number;
  /** Mini-game ids already logged out on this page. */
  readonly done: ReadonlySet<number>;
}

/**
 * SPEC §4: the first-time buyout logout (POST /api/haba/logout) is sent once, for supported
 * mini-games only, when the shell is in play mode, the player is logged in and not on a
 * game route. The id to log out, or null when none is due.
 */
export function buyoutLogoutGameId(input: BuyoutLogoutInput): number | null {
  if (!input.playMode || !input.signedIn || input.onGameRoute || input.done.has(input.miniGameId)) return null;
  const check = checkNativeMiniGameId(input.miniGameId);
  return check.ok ? check.id : null;
}
