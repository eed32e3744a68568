import { isGameRoutePath, isGameWindowName, pathBelowPlatform, ROOT_PATH } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';

export interface LeaveGameDeps {
  readonly window: Pick<Window, 'name' | 'close' | 'closed' | 'location'>;
  /** Where the lobby goes back to (SPEC §9 play-mode history, as the shell's backToLobby). */
  readonly backTarget: () => string;
}

/**
 * Back to the lobby once a reality check's "Leave game" has asked game-player to close the game:
 * the game window the lobby opened (the desktop pop-up, a new tab) closes, or goes home when the
 * browser will not close it; the lobby's own game route goes back to the lobby screen the player
 * came from. A lobby showing no game (its game runs in a pop-up) stays where it is.
 */
export function createLeaveGame(bus: LobbyBus, { window, backTarget }: LeaveGameDeps): () => void {
  return () => {
    if (isGameWindowName(window.name)) {
      window.close();
      if (!window.closed) bus.emit('navigation:requested', { path: ROOT_PATH, replace: true });
      return;
    }
    if (isGameRoutePath(pathBelowPlatform(window.location.pathname))) {
      bus.emit('navigation:requested', { path: backTarget(), replace: true });
    }
  };
}
