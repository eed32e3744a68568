import type { Platform, PlatformType } from '@lobby/shared';
import { normaliseAggregator } from '../entities/aggregator';
import { isChineseLocale } from '../settings/locale';

/**
 * SPEC §5 names the adjustments but not every aggregator they belong to; the choice made
 * here (and documented in README.md) is:
 * - every aggregator: a language of 'yn' or 'vn' becomes 'vi';
 * - asiagaming on iOS: type=h5 (its iOS client only runs the HTML5 build);
 * - atg99: isHide=1, and lang=en unless the locale is Chinese (it only ships zh and en);
 * - inhouse and sicbo: platform, platformType and isWPTPlay from the settings;
 * - haba and atg101: goback_url = the lobby url, unless the game url already has one.
 */
export const LAUNCH_URL_RULES = {
  iosH5: ['asiagaming'],
  hideAndEnglish: ['atg99'],
  platformParams: ['inhouse', 'sicbo'],
  gobackUrl: ['haba', 'atg101'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** Query parameters that carry the game's language. */
const LANGUAGE_PARAMS = ['lang', 'language', 'locale'] as const;
const VIETNAMESE_ALIASES: ReadonlySet<string> = new Set(['yn', 'vn']);

export interface LaunchUrlContext {
  readonly aggregator: string | null | undefined;
  readonly locale: string;
  readonly platform: Platform;
  readonly platformType: PlatformType;
  readonly isWPTPlay: boolean;
  /** The lobby address a game returns to. */
  readonly lobbyUrl: string;
}

/**
 * The game-launch address with the per-aggregator adjustments applied. An address that is
 * not an absolute URL is returned unchanged: there is nothing safe to edit in it.
 */
export function adjustLaunchUrl(url: string, context: LaunchUrlContext): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const params = parsed.searchParams;
  const aggregator = normaliseAggregator(context.aggregator);

  for (const name of LANGUAGE_PARAMS) {
    const value = params.get(name);
    if (value !== null && VIETNAMESE_ALIASES.has(value.toLowerCase())) params.set(name, 'vi');
  }
  if (isOneOf(LAUNCH_URL_RULES.iosH5, aggregator) && context.platformType === 'ios') {
    params.set('type', 'h5');
  }
  if (isOneOf(LAUNCH_URL_RULES.hideAndEnglish, aggregator)) {
    params.set('isHide', '1');
    if (!isChineseLocale(context.locale)) params.set('lang', 'en');
  }
  if (isOneOf(LAUNCH_URL_RULES.platformParams, aggregator)) {
    params.set('platform', context.platform);
    params.set('platformType', context.platformType);
    params.set('isWPTPlay', String(context.isWPTPlay));
  }
  if (isOneOf(LAUNCH_URL_RULES.gobackUrl, aggregator) && !params.has('goback_url') && context.lobbyUrl !== '') {
    params.set('goback_url', context.lobbyUrl);
  }
  return parsed.toString();
}

function isOneOf(list: readonly string[], aggregator: string): boolean {
  return list.includes(aggregator);
}
