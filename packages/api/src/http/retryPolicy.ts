import type { AxiosError } from 'axios';
import type { IAxiosRetryConfig } from 'axios-retry';
import { MAX_RETRIES, MAX_RETRIES_NO_RESPONSE, RETRYABLE_METHODS } from '@lobby/domain';
import type { StatusRange } from '../constants';
import { isNoResponseError, isTimeoutError } from './errors';
import { parseRetryAfter } from './retryAfter';

/** What a retry listener learns about each retry axios-retry schedules. */
export interface RetryEvent {
  /** 1 for the first retry. */
  readonly retryCount: number;
  readonly url: string;
  readonly error: AxiosError;
}

export interface RetryPolicyOptions {
  readonly statuses: readonly StatusRange[];
  /** First backoff delay; doubled on every further retry. */
  readonly baseDelayMs: number;
  /** A longer Retry-After is not waited for: the error is raised at once. */
  readonly maxRetryAfterMs: number;
  readonly now: () => number;
  readonly onRetry?: (event: RetryEvent) => void;
}

function retriesSoFar(error: AxiosError): number {
  return error.config?.['axios-retry']?.retryCount ?? 0;
}

function retryAfterMs(error: AxiosError, now: () => number): number | null {
  return parseRetryAfter(error.response?.headers['retry-after'], now());
}

/**
 * SPEC §9 as axios-retry options: 3 retries (2 when there was no response), exponential
 * backoff from the base delay, only idempotent methods, Retry-After honoured up to a limit.
 *
 * Timeouts are not retried here: a proxy that just hung for the whole timeout is what the
 * failover to the next proxy (with the longer timeout) is for. Each retry gets the full
 * timeout again (shouldResetTimeout), otherwise a Retry-After wait would eat the budget.
 */
export function createRetryConfig(options: RetryPolicyOptions): IAxiosRetryConfig {
  const inRetryStatuses = (status: number): boolean =>
    options.statuses.some(([from, to]) => status >= from && status <= to);

  return {
    retries: MAX_RETRIES,
    shouldResetTimeout: true,
    retryCondition(error) {
      const method = (error.config?.method ?? '').toUpperCase();
      if (!RETRYABLE_METHODS.some((retryable) => retryable === method)) return false;
      if (!error.response) {
        return isNoResponseError(error) && !isTimeoutError(error) && retriesSoFar(error) < MAX_RETRIES_NO_RESPONSE;
      }
      if (!inRetryStatuses(error.response.status)) return false;
      // Like got's maxRetryAfter: a server asking for a longer pause than a player will wait
      // gets its error surfaced now instead of a retry that comes too early.
      const wait = retryAfterMs(error, options.now);
      return wait === null || wait <= options.maxRetryAfterMs;
    },
    retryDelay(retryCount, error) {
      const backoff = options.baseDelayMs * 2 ** (retryCount - 1);
      return Math.max(backoff, retryAfterMs(error, options.now) ?? 0);
    },
    onRetry(retryCount, error, requestConfig) {
      const url = `${requestConfig.baseURL ?? ''}${requestConfig.url ?? ''}`;
      options.onRetry?.({ retryCount, url, error });
    },
  };
}
