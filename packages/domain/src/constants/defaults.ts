/** SPEC §9 defaults and limits that are not settings fields. */
import type { Locale } from '@lobby/shared';

export const DEFAULT_LOCALE: Locale = 'en';
export const FALLBACK_LOCALE: Locale = 'en';
export const FALLBACK_CURRENCY = 'USD';
export const DEFAULT_ENVIRONMENT = 'staging';
export const DEFAULT_APP_VERSION = '1.6.77';
export const STORAGE_MAX_WRITE_RETRIES = 3;
/** SPEC §5: ids are made from at least this many random bytes. */
export const MIN_ID_RANDOM_BYTES = 16;
