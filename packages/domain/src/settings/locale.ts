import { LOCALES, type Locale } from '@lobby/shared';
import { FALLBACK_LOCALE } from '../constants/defaults';

/**
 * Codes the native game apps send (after underscores became hyphens), mapped to a lobby
 * locale. Keys are lower case. Regional variants of a supported language need no entry:
 * 'fr-CA' reaches 'fr' through its language subtag.
 */
const GAME_APP_LOCALES: ReadonlyMap<string, Locale> = new Map<string, Locale>([
  ['zh', 'zh-CN'],
  ['cn', 'zh-CN'],
  ['zh-hans', 'zh-CN'],
  ['zh-sg', 'zh-CN'],
  ['zh-hant', 'zh-TW'],
  ['zh-hk', 'zh-TW'],
  ['zh-mo', 'zh-TW'],
  ['tw', 'zh-TW'],
  ['jp', 'ja'],
  ['kr', 'ko'],
  ['vn', 'vi'],
  ['yn', 'vi'],
  ['in', 'id'],
]);

/** The longest sane BCP 47 tag: anything longer is not a locale, wherever it comes from. */
export const MAX_LOCALE_TAG_LENGTH = 35;

const BY_LOWER_CASE: ReadonlyMap<string, Locale> = new Map(LOCALES.map((locale) => [locale.toLowerCase(), locale]));

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A supported locale or a game-app code to a lobby locale (SPEC §5: underscores become
 * hyphens, case ignored), or null when neither. Use resolveLocale for the fallback.
 */
export function matchLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().replace(/_/g, '-').toLowerCase();
  if (code === '' || code.length > MAX_LOCALE_TAG_LENGTH) return null;
  const direct = BY_LOWER_CASE.get(code) ?? GAME_APP_LOCALES.get(code);
  if (direct !== undefined) return direct;
  const language = code.split('-')[0] ?? '';
  return GAME_APP_LOCALES.get(language) ?? BY_LOWER_CASE.get(language) ?? null;
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
