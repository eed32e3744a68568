import { DEFAULT_LOADING_TIMEOUT_S } from '../constants/timing';

/** Where the curve stands when the timeout is reached: late, but visibly not done. */
export const PROGRESS_AT_TIMEOUT = 90;
/** The bar never shows more than this before the game reports it has loaded. */
export const MAX_PROGRESS_BEFORE_LOAD = 99;

export const LOADING_MESSAGE_KEYS = {
  progress: 'gameLoading.message.progress',
  timeout: 'gameLoading.message.timeout',
} as const;
export type LoadingMessageKey = (typeof LOADING_MESSAGE_KEYS)[keyof typeof LOADING_MESSAGE_KEYS];

/**
 * SPEC §4: progress (0–100) approaches 100 on an arctangent curve: fast at first, then
 * ever slower, so a slow game still looks alive. Scaled so that it reaches
 * PROGRESS_AT_TIMEOUT at the timeout; capped below 100 because only the game's load
 * event may complete it (GAME_LOAD_COMPLETE_DELAY_MS later).
 */
export function loadingProgress(elapsedMs: number, timeoutMs: number): number {
  if (!(elapsedMs > 0)) return 0;
  const timeout = Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_LOADING_TIMEOUT_S * 1000;
  const scale = Math.tan(((PROGRESS_AT_TIMEOUT / 100) * Math.PI) / 2);
  const progress = (200 / Math.PI) * Math.atan((elapsedMs / timeout) * scale);
  return Math.min(progress, MAX_PROGRESS_BEFORE_LOAD);
}

/** SPEC §2: the progress text until the limit, the timeout text from the limit on. */
export function loadingMessageKey(elapsedMs: number, timeoutMs: number): LoadingMessageKey {
  return elapsedMs >= timeoutMs ? LOADING_MESSAGE_KEYS.timeout : LOADING_MESSAGE_KEYS.progress;
}
