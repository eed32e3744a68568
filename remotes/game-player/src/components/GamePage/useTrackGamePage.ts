import { usePlayerActions } from '@lobby/connected';
import { GAME_READY_TRACKING_DEBOUNCE_MS } from '@lobby/domain';
import { useEffect, useRef } from 'react';

/** What the game page shows that analytics counts as an error shown to the player. */
export type GamePageError = 'launchFailed' | 'launchRefused' | 'loadingTimeout' | 'insufficientFunds' | 'lockedBalance';

/**
 * The game page's analytics (issue #33): the game ready, once its overlay has completed and
 * stayed so for SPEC §9's game-ready tracking debounce (a game that flips back and forth, or a
 * page left at once, is not ready), with how long it took; and each error the page shows, once
 * per game.
 */
export function useTrackGamePage(gameKey: string, ready: boolean, error: GamePageError | null): void {
  const { track } = usePlayerActions();
  const openedAt = useRef(Date.now());
  useEffect(() => {
    if (!ready || gameKey === '') return undefined;
    const timer = setTimeout(
      () => track('gameReady', { gameKey, loadMs: Date.now() - openedAt.current - GAME_READY_TRACKING_DEBOUNCE_MS }),
      GAME_READY_TRACKING_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [track, gameKey, ready]);
  useEffect(() => {
    if (error !== null && gameKey !== '') track('errorShown', { error, gameKey, screen: 'gamePage' });
  }, [track, gameKey, error]);
}
