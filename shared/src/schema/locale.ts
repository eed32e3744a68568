/**
 * The locale a boundary carries (SPEC §5 "Locale must be supported or a game-app locale
 * code"; "underscores become hyphens"): the settings' rule, also the one the host applies to
 * the shell's `locale` message. packages/domain adds SPEC §9's fallback (resolveLocale).
 */
import { LOCALES, type Locale } from '../settings';

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

/**
 * A supported locale or a game-app code to a lobby locale (case ignored, surrounding spaces
 * too), or null when neither.
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
