/** SPEC §9 player counts. */

export const PLAYER_COUNT_REFRESH_MS = 300 * 1000;
export const FAKE_PLAYER_COUNT_MIN = 20;
export const FAKE_PLAYER_COUNT_MAX = 200;
/** A refresh moves a fake count by at most this much either way. */
export const FAKE_PLAYER_COUNT_MAX_STEP = 5;
export const PLAYER_COUNT_CACHE_MS = 24 * 60 * 60 * 1000;
export const INDIVIDUAL_PLAYER_COUNT_REFRESH_MS = 10 * 60 * 1000;
