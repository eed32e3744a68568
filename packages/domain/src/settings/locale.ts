import { LOCALES, matchLocale, type Locale } from '@lobby/shared';
import { FALLBACK_LOCALE } from '../constants/defaults';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** matchLocale with SPEC §9's fallback ('en') for anything unknown. */
export function resolveLocale(value: unknown): Locale {
  return matchLocale(value) ?? FALLBACK_LOCALE;
}

/** Chinese locales, which keep their own language in some game launches (SPEC §5). */
export function isChineseLocale(value: unknown): boolean {
  const locale = matchLocale(value);
  return locale === 'zh-CN' || locale === 'zh-TW';
}
