/**
 * SPEC §9 "Analytics (secondary): batch of 10 events, flush after 5 s, 64 KB per request, 500 KB
 * per batch, up to 10 retries, 365-day identity cookie", as issue #33 reads it:
 * - a request carries at most 10 events (MAX_ANALYTICS_BATCH_EVENTS, @lobby/shared, with the
 *   wire schema) and at most 64 KB of JSON, envelope included; an event alone over that is dropped;
 * - the queue waiting to be sent (persisted across reloads) holds at most 500 KB, the oldest
 *   events dropped beyond;
 * - a request is retried up to 10 times with exponential backoff, then its events are dropped;
 * - the anonymous identity lives 365 days from when it was made.
 * KB is 1,024 bytes, counted as UTF-8: 64 KiB is also what a browser lets `keepalive` requests
 * carry at once, so a batch still goes out while the page unloads.
 */

/** Queued events go out this long after the first of them, unless 10 fill a batch sooner. */
export const ANALYTICS_FLUSH_DELAY_MS = 5000;
export const MAX_ANALYTICS_REQUEST_BYTES = 64 * 1024;
export const MAX_ANALYTICS_QUEUE_BYTES = 500 * 1024;
export const MAX_ANALYTICS_RETRIES = 10;
export const ANALYTICS_IDENTITY_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/**
 * Backoff of a failed request (not in the SPEC): 1 s doubling to at most a minute, so the 10
 * retries span about five minutes of an outage before the batch is given up.
 */
export const ANALYTICS_RETRY_BASE_MS = 1000;
export const ANALYTICS_RETRY_MAX_MS = 60 * 1000;
