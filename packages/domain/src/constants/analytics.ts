/** SPEC §9 analytics limits (secondary feature). */

export const ANALYTICS_BATCH_SIZE = 10;
export const ANALYTICS_FLUSH_MS = 5000;
export const ANALYTICS_MAX_REQUEST_BYTES = 64 * 1024;
export const ANALYTICS_MAX_BATCH_BYTES = 500 * 1024;
export const ANALYTICS_MAX_RETRIES = 10;
export const ANALYTICS_IDENTITY_COOKIE_DAYS = 365;
