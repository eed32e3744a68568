import { isRecord, rememberAtMost } from '@lobby/domain';
import type { FirstViewInput, Locale } from '@lobby/shared';
import { PROXY_BASES } from '../content/routes/configRoutes';

/** The translation service's texts of one locale, at the manifest's timestamp. */
export type ServiceTexts = NonNullable<FirstViewInput['translations']>;

/**
 * Asks one of this server's own routes as the page's lobby would, from the page's visitor (whose
 * rate limit it counts against): its JSON body, or undefined when it did not answer 200 with JSON.
 */
export type AskOwnRoute = (url: string) => Promise<unknown>;

/** Locales and timestamps whose texts are kept: every locale, across an editor's change. */
const KEPT = 32;

/**
 * The translation service's texts for a first view (SPEC §7), read as the page's lobby reads
 * them once it runs (@lobby/api getTranslations): the manifest's timestamp, then the locale's
 * texts at that timestamp, so the view has the texts the live lobby will merge. The manifest is
 * read for every view, so an editor's change is in the next page's; a locale's texts are kept
 * by timestamp, as a browser keeps them by URL. Null when either cannot be read: the lobby then
 * shows its built-in texts, and so does the view.
 */
export function createServiceTexts(): (locale: Locale, ask: AskOwnRoute) => Promise<ServiceTexts | null> {
  const kept = new Map<string, Promise<ServiceTexts | null>>();
  return async (locale, ask) => {
    const manifest = await ask(`${PROXY_BASES.translations}/manifest.json`);
    const stamp = isRecord(manifest) ? manifest.timestamp : undefined;
    if (typeof stamp !== 'number' && typeof stamp !== 'string') return null;
    const timestamp = String(stamp);
    const key = `${locale}\n${timestamp}`;
    const known = kept.get(key);
    if (known !== undefined) return known;
    const texts = readTexts(ask, locale, timestamp);
    rememberAtMost(kept, key, texts, KEPT);
    // One that could not be read is not kept: the next page asks again.
    void texts.then((read) => read === null && kept.get(key) === texts && kept.delete(key));
    return texts;
  };
}

async function readTexts(ask: AskOwnRoute, locale: Locale, timestamp: string): Promise<ServiceTexts | null> {
  const query = new URLSearchParams({ timestamp }).toString();
  const body = await ask(
    `${PROXY_BASES.translations}/content/${encodeURIComponent(locale)}/dev/src/lang/en.json?${query}`,
  );
  if (!isRecord(body)) return null;
  const messages = Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { timestamp, messages };
}
