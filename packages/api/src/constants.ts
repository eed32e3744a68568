// The SPEC §9 retry and timeout values and the default licence type are domain constants
// (@lobby/domain); what stays here is how this package speaks HTTP.

/** DESIGN §4. */
export const PROXY_CONFIG_PATH = '/config/proxies.json';

/** Inclusive status range. */
export type StatusRange = readonly [number, number];

/**
 * SPEC §9 fixes only the main casino client's statuses (domain's RETRYABLE_STATUS_RANGES).
 * The other clients carry per-user calls (favourites, free rounds, haba logout) where a 4xx
 * is an answer (bad session, unknown game), not a hiccup; only throttling and server errors
 * are worth another try there.
 */
export const DEFAULT_RETRY_STATUSES: readonly StatusRange[] = [
  [429, 429],
  [500, 599],
];

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
export const USER_ID_HEADER = 'X-UserId';
export const SESSION_ID_HEADER = 'X-SessionId';
