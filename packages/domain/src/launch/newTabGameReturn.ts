import type { PlatformType } from '@lobby/shared';

export interface NewTabGameReturnInput {
  readonly visible: boolean;
  readonly platformType: PlatformType | undefined;
  /** A game is active (the launch set it). */
  readonly gameActive: boolean;
  /** This page shows the game itself, on its route. */
  readonly onGameRoute: boolean;
}

/**
 * SPEC §4: on iOS, a lobby page that becomes visible again while a game is active but not on
 * its own route played that game in a new tab, and the player is back: the active game is
 * reset (which refreshes the recent games) and the lobby shown.
 */
export function returnsFromNewTabGame(input: NewTabGameReturnInput): boolean {
  return input.visible && input.platformType === 'ios' && input.gameActive && !input.onGameRoute;
}
