import { INITIAL_GAME_FRAME_LOAD, LOADING_MESSAGE_KEYS, PROGRESS_TICK_MS, gameLoadingView, nextGameFrameLoad } from '@lobby/domain';
import type { GameWindowEvent } from '@lobby/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

export interface GameLoading {
  readonly progress: number;
  readonly complete: boolean;
  readonly timedOut: boolean;
  /** The game's frame fired load. */
  readonly onFrameLoad: () => void;
  /** A game-window event, of which the load events move the overlay. */
  readonly onEvent: (event: GameWindowEvent) => void;
}

/**
 * The loading overlay's state (packages/domain gameLoadingView) on a 100 ms tick from the
 * moment the page opened, until the overlay is complete.
 */
export function useGameLoading(timeoutMs: number): GameLoading {
  const startedAt = useRef(Date.now());
  const [load, dispatch] = useReducer(nextGameFrameLoad, INITIAL_GAME_FRAME_LOAD);
  const [now, setNow] = useState(startedAt.current);
  const view = gameLoadingView({
    elapsedMs: now - startedAt.current,
    timeoutMs,
    loadedAtMs: load.loadedAtMs,
    reportedProgress: load.reportedProgress,
  });

  useEffect(() => {
    if (view.complete) return undefined;
    const timer = setInterval(() => setNow(Date.now()), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [view.complete]);

  const onFrameLoad = useCallback(() => dispatch({ type: 'frameLoaded', atMs: Date.now() - startedAt.current }), []);
  const onEvent = useCallback((event: GameWindowEvent) => dispatch({ type: 'event', event, atMs: Date.now() - startedAt.current }), []);
  return {
    progress: view.progress,
    complete: view.complete,
    timedOut: view.messageKey === LOADING_MESSAGE_KEYS.timeout,
    onFrameLoad,
    onEvent,
  };
}
