import { ANALYTICS_RETRY_BASE_MS, ANALYTICS_RETRY_MAX_MS } from '../constants/analytics';
import { backoffDelayMs } from '../util/backoff';

/**
 * The wait before an analytics request's retry number `attempt` (1 to MAX_ANALYTICS_RETRIES):
 * 1 s doubling up to a minute, with jitter (`random` gives [0, 1), Math.random in the app).
 */
export function analyticsRetryDelayMs(attempt: number, random: () => number): number {
  return backoffDelayMs(attempt, random, { baseMs: ANALYTICS_RETRY_BASE_MS, maxMs: ANALYTICS_RETRY_MAX_MS });
}
