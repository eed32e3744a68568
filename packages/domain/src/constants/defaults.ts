/** SPEC §9 defaults and limits that are not settings fields. */
import type { Locale } from '@lobby/shared';

export const DEFAULT_LOCALE: Locale = 'en';
export const FALLBACK_LOCALE: Locale = 'en';
export const FALLBACK_CURRENCY = 'USD';
export const DEFAULT_APP_VERSION = '1.6.77';
