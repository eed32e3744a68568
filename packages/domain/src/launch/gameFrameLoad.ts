import type { GameWindowEvent } from '@lobby/shared';
import { GAME_LOAD_COMPLETE_DELAY_MS } from '../constants/timing';

/** What the game page knows of its game's loading (docs/game-window.md). */
export interface GameFrameLoad {
  /** The game sent a load event of its own: its events, not the frame's load, say when it is ready. */
  readonly speaksProtocol: boolean;
  /** When it loaded (the caller's clock), or null while it has not. */
  readonly loadedAtMs: number | null;
  /** The load is the frame's, not the game's own: its first message may still withdraw it. */
  readonly loadedByFrame: boolean;
  /** The highest progress the game reported, percent. */
  readonly reportedProgress: number;
}

export const INITIAL_GAME_FRAME_LOAD: GameFrameLoad = Object.freeze({
  speaksProtocol: false,
  loadedAtMs: null,
  loadedByFrame: false,
  reportedProgress: 0,
});

export type GameFrameLoadInput =
  | { readonly type: 'frameLoaded'; readonly atMs: number }
  | { readonly type: 'event'; readonly event: GameWindowEvent; readonly atMs: number };

/**
 * SPEC §4: the overlay completes after the game loads. A game that speaks the protocol has
 * loaded at its loadEnd or loadComplete, whichever comes first; one that never said loadStart
 * has loaded when its frame fires load.
 *
 * The frame's load and the game's first message race: a game posts loadStart while its
 * document runs, and the page may see the frame's load first. So a first message that comes
 * while the overlay is still completing (GAME_LOAD_COMPLETE_DELAY_MS) withdraws the frame's
 * load; after that nothing un-loads a game.
 */
export function nextGameFrameLoad(state: GameFrameLoad, input: GameFrameLoadInput): GameFrameLoad {
  if (input.type === 'frameLoaded') {
    return state.speaksProtocol || state.loadedAtMs !== null
      ? state
      : { ...state, loadedAtMs: input.atMs, loadedByFrame: true };
  }
  const speaking = speakingState(state, input.atMs);
  switch (input.event.type) {
    case 'loadStart':
      return speaking;
    case 'loadProgress':
      return { ...speaking, reportedProgress: Math.max(state.reportedProgress, input.event.progress) };
    case 'loadEnd':
    case 'loadComplete':
      return speaking.loadedAtMs === null ? { ...speaking, loadedAtMs: input.atMs } : speaking;
    default:
      return state;
  }
}

function speakingState(state: GameFrameLoad, atMs: number): GameFrameLoad {
  if (state.speaksProtocol) return state;
  const withdraw =
    state.loadedByFrame && state.loadedAtMs !== null && atMs - state.loadedAtMs < GAME_LOAD_COMPLETE_DELAY_MS;
  return withdraw
    ? { ...state, speaksProtocol: true, loadedAtMs: null, loadedByFrame: false }
    : { ...state, speaksProtocol: true };
}
