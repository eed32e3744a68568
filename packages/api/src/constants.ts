import type { LicenseType } from '@lobby/shared';

/** SPEC §9: the first proxy attempt waits 20 s, every later one 30 s. */
export const PROXY_TIMEOUTS_MS: readonly number[] = [20_000, 30_000];
/** SPEC §7: GET licenses has its own 10 s timeout. */
export const LICENSE_TIMEOUT_MS = 10_000;
/** SPEC §6: default region Curacao. */
export const DEFAULT_LICENSE_TYPE: LicenseType = 'Curacao';
/** DESIGN §4. */
export const PROXY_CONFIG_PATH = '/config/proxies.json';

/** SPEC §9 retry constants. */
export const MAX_RETRIES = 3;
export const MAX_NO_RESPONSE_RETRIES = 2;
export const RETRY_BASE_DELAY_MS = 100;
export const MAX_RETRY_AFTER_MS = 5 * 60 * 1000;
export const RETRY_METHODS: readonly string[] = ['get', 'head', 'put', 'options', 'delete'];

/** Inclusive status range. */
export type StatusRange = readonly [number, number];

/** SPEC §9: what the main casino client retries. */
export const CASINO_RETRY_STATUSES: readonly StatusRange[] = [
  [100, 199],
  [400, 429],
  [500, 599],
];
/**
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
