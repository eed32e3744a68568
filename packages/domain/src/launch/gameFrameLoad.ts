import type { GameWindowEvent } from '@lobby/shared';

/** What the game page knows of its game's loading (docs/game-window.md). */
export interface GameFrameLoad {
  /** The game sent a load event of its own: its events, not the frame's load, say when it is ready. */
  readonly speaksProtocol: boolean;
  /** When it loaded (the caller's clock), or null while it has not. */
  readonly loadedAtMs: number | null;
  /** The highest progress the game reported, percent. */
  readonly reportedProgress: number;
}

export const INITIAL_GAME_FRAME_LOAD: GameFrameLoad = Object.freeze({
  speaksProtocol: false,
  loadedAtMs: null,
  reportedProgress: 0,
});

export type GameFrameLoadInput =
  | { readonly type: 'frameLoaded'; readonly atMs: number }
  | { readonly type: 'event'; readonly event: GameWindowEvent; readonly atMs: number };

/**
 * SPEC §4: the overlay completes after the game loads. A game that speaks the protocol has
 * loaded at its loadEnd or loadComplete, whichever comes first; one that never said loadStart
 * has loaded when its frame fires load. Nothing un-loads a game.
 */
export function nextGameFrameLoad(state: GameFrameLoad, input: GameFrameLoadInput): GameFrameLoad {
  if (input.type === 'frameLoaded') {
    return state.speaksProtocol || state.loadedAtMs !== null ? state : { ...state, loadedAtMs: input.atMs };
  }
  switch (input.event.type) {
    case 'loadStart':
      return state.speaksProtocol ? state : { ...state, speaksProtocol: true };
    case 'loadProgress':
      return {
        ...state,
        speaksProtocol: true,
        reportedProgress: Math.max(state.reportedProgress, input.event.progress),
      };
    case 'loadEnd':
    case 'loadComplete':
      return { ...state, speaksProtocol: true, loadedAtMs: state.loadedAtMs ?? input.atMs };
    default:
      return state;
  }
}
