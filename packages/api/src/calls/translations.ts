import { isRecord } from '@lobby/domain';
import { check, TRANSLATION_MANIFEST } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';

export interface TranslationManifest {
  /** Cache-busting stamp of the current distribution. */
  readonly timestamp: string;
}

export type TranslationMessages = Readonly<Record<string, string>>;

/** SPEC §7: the distribution names some languages by region. */
const DISTRIBUTION_LANGUAGES: Readonly<Record<string, string>> = {
  es: 'es-ES',
  pt: 'pt-PT',
  zh: 'zh-CN',
  tw: 'zh-TW',
};

export function translationLanguage(locale: string): string {
  return DISTRIBUTION_LANGUAGES[locale] ?? locale;
}

/** GET /manifest.json; reads timestamp. */
async function getTranslationManifest(client: HttpClient): Promise<TranslationManifest> {
  const { data } = await client.request({ method: 'GET', path: '/manifest.json', name: 'getTranslationManifest' });
  const manifest = check(TRANSLATION_MANIFEST, data);
  if (!manifest.ok) throw new Error('getTranslationManifest: manifest has no timestamp');
  return manifest.value;
}

/**
 * GET /content/{language}/dev/src/lang/en.json?timestamp=… (the distribution keeps every
 * language's catalogue under that file name). Without a timestamp the manifest is read first.
 * SPEC §8: a failure is logged and null returned, so the built-in messages are used.
 */
export async function getTranslations(
  client: HttpClient,
  logger: Pick<Console, 'error'>,
  locale: string,
  timestamp?: string,
): Promise<TranslationMessages | null> {
  const language = translationLanguage(locale);
  try {
    const stamp = timestamp ?? (await getTranslationManifest(client)).timestamp;
    const { data } = await client.request({
      method: 'GET',
      path: `/content/${encodeURIComponent(language)}/dev/src/lang/en.json`,
      params: { timestamp: stamp },
      name: 'getTranslations',
    });
    if (!isRecord(data)) throw new Error('catalogue is not an object');
    return Object.fromEntries(
      Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch (error) {
    logger.error(`Translations for ${language} could not be loaded`, error);
    return null;
  }
}
