import { GAME_LOAD_COMPLETE_DELAY_MS } from '../constants/timing';
import {
  MAX_PROGRESS_BEFORE_LOAD,
  loadingMessageKey,
  loadingProgress,
  type LoadingMessageKey,
} from './loadingProgress';

export interface GameLoadingInput {
  /** Since the game page started loading the game. */
  readonly elapsedMs: number;
  readonly timeoutMs: number;
  /** When the game reported it had loaded (elapsed time), or null while it has not. */
  readonly loadedAtMs: number | null;
  /** The last progress the game itself reported (loadProgress), 0 when it reported none. */
  readonly reportedProgress: number;
}

export interface GameLoadingView {
  /** 0–100, for the overlay's progress bar. */
  readonly progress: number;
  /** The overlay has done its job and goes away. */
  readonly complete: boolean;
  readonly messageKey: LoadingMessageKey;
}

/**
 * The game page's loading overlay at one moment (SPEC §4, §9): the arctangent curve, or the
 * game's own report where it is ahead, never 100 before the game has loaded; from the load
 * the bar runs on to 100 over GAME_LOAD_COMPLETE_DELAY_MS and the overlay is then complete.
 * The message turns to the timeout text at the limit unless the game has loaded by then.
 */
export function gameLoadingView(input: GameLoadingInput): GameLoadingView {
  const { elapsedMs, timeoutMs, loadedAtMs } = input;
  const reported = Number.isFinite(input.reportedProgress)
    ? Math.min(Math.max(input.reportedProgress, 0), MAX_PROGRESS_BEFORE_LOAD)
    : 0;
  const before = (at: number) => Math.max(loadingProgress(at, timeoutMs), reported);
  if (loadedAtMs === null) {
    return { progress: before(elapsedMs), complete: false, messageKey: loadingMessageKey(elapsedMs, timeoutMs) };
  }
  const since = Math.max(0, elapsedMs - loadedAtMs);
  const messageKey = loadingMessageKey(Math.min(elapsedMs, loadedAtMs), timeoutMs);
  if (since >= GAME_LOAD_COMPLETE_DELAY_MS) return { progress: 100, complete: true, messageKey };
  const from = before(loadedAtMs);
  return { progress: from + ((100 - from) * since) / GAME_LOAD_COMPLETE_DELAY_MS, complete: false, messageKey };
}
