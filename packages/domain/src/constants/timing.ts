/** SPEC §9 time constants, in milliseconds unless the name says otherwise. */

export const MAINTENANCE_TIMEOUT_MS = 120000;
/**
 * How long a locale waits for the translation service's texts (manifest, then messages,
 * SPEC §7) before it shows the built-in ones (SPEC §8). Not in the SPEC: long enough for two
 * round trips on a phone, short enough that a slow service never holds the lobby back much.
 */
export const TRANSLATIONS_WAIT_MS = 1500;
export const ONBOARDING_ANIMATION_MS = 15000;

export const LAUNCH_DEBOUNCE_MS = 250;
export const RESIZE_THROTTLE_MS = 250;
export const ZOOM_RECALC_COUNT = 10;
export const ZOOM_RECALC_INTERVAL_MS = 200;

export const DEFAULT_LOADING_TIMEOUT_S = 60;
export const PROGRESS_TICK_MS = 100;
/** The overlay reaches 100 this long after the game reports it has loaded. */
export const GAME_LOAD_COMPLETE_DELAY_MS = 500;
export const EXIT_LOADING_FALLBACK_MS = 2000;

/** SPEC §4/§9: queued requests run one after another, a turn of this long each. */
export const CALLBACK_QUEUE_DELAY_MS = 300;
/** SPEC §9: the sleep helper's default wait. */
export const SLEEP_HELPER_DELAY_MS = 150;
/** SPEC §9: a game's "ready" is tracked once it has stayed ready this long. */
export const GAME_READY_TRACKING_DEBOUNCE_MS = 500;
