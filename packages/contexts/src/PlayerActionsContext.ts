import type { AnalyticsEventName, AnalyticsProps, GameRef, LaunchUrlResult, PlayMode } from '@lobby/shared';
import { createContext } from 'react';

/**
 * The host's player-action pipeline as remotes call it: typed calls with an answer, where the
 * bus carries commands and facts. Every call passes the one gate (packages/domain
 * gatePlayerAction) before it reaches the API.
 */
export interface PlayerActions {
  /**
   * The game's launch address (POST /api/v1/casino/games/launch) in the lobby's language and
   * layout, or why there is none. Whatever path the launch took (a tile, a banner, the openGame
   * setting, an address typed into the browser), the game page asks this. `mode` 'fun' asks
   * for the game's fun-money demo (issue #34); real money when absent.
   */
  launchAddress(game: GameRef, mode?: PlayMode): Promise<LaunchUrlResult>;
  /**
   * Records an analytics event (SPEC §4, §7, §9): never blocks and never throws; nothing is sent
   * without a write key.
   */
  track(name: AnalyticsEventName, props: AnalyticsProps): void;
}

/** null: no host above (a remote rendered on its own); connected's usePlayerActions says so. */
export const PlayerActionsContext = createContext<PlayerActions | null>(null);
PlayerActionsContext.displayName = 'LobbyPlayerActionsContext';
