/** SPEC §9 "Retry" and timeouts: shared so the api package and its tests agree on one source. */

export const MAX_RETRIES = 3;
export const MAX_RETRIES_NO_RESPONSE = 2;
export const RETRY_BASE_DELAY_MS = 100;
/** Inclusive [from, to] status ranges retried by the main casino client. */
export const RETRYABLE_STATUS_RANGES: readonly (readonly [number, number])[] = [
  [100, 199],
  [400, 429],
  [500, 599],
];
export const RETRYABLE_METHODS = ['GET', 'HEAD', 'PUT', 'OPTIONS', 'DELETE'] as const;
/** Retry-After is honoured up to 5 minutes. */
export const RETRY_AFTER_MAX_MS = 5 * 60 * 1000;

/** First proxy timeout; the second is used after a failure (SPEC §9). */
export const PROXY_TIMEOUTS_MS = [20000, 30000] as const;
export const LICENSE_TIMEOUT_MS = 10000;
/**
 * The lobby's app in the web CMS app config (GET …/app-configs/{app}, SPEC §7): the name the API
 * client asks for and the server asks its own route for when it writes the answer into a page.
 */
export const APP_CONFIG_APP = 'lobby';
