import { createEnglishI18n, loadLocale, mergeRemoteMessages, type Catalogue, type I18n } from '@lobby/i18n';
import type { FirstViewInput, Locale } from '@lobby/shared';

/** The i18n instance a first view in `locale` is drawn with, with the translation service's texts it carries. */
export type FirstViewI18n = (locale: Locale, translations: FirstViewInput['translations']) => Promise<I18n>;

/**
 * The i18n instances of the server's first views: one per locale, active in it, with the locale's
 * texts of `catalogues` (the host's and its libraries') and the translation service's over them,
 * merged as the live lobby merges them (mergeRemoteMessages), so it takes over without a text
 * changing. Kept, not made per request: a remote's own catalogue, which its App loads into the
 * instance on its first render (useCatalogue), is then in for every later view. An instance is
 * never switched to another locale, since views in several locales are drawn at once; it is
 * replaced when the service's texts have another timestamp (an editor changed one), as merged
 * texts stay on an instance for good.
 */
export function createFirstViewI18n(catalogues: readonly Catalogue[]): FirstViewI18n {
  const instances = new Map<Locale, { readonly timestamp: string | null; readonly i18n: Promise<I18n> }>();
  return (locale, translations) => {
    const timestamp = translations?.timestamp ?? null;
    const kept = instances.get(locale);
    if (kept !== undefined && kept.timestamp === timestamp) return kept.i18n;
    const entry = { timestamp, i18n: prepare(catalogues, locale, translations) };
    instances.set(locale, entry);
    // One that failed is not kept: the next view tries again.
    entry.i18n.catch(() => instances.get(locale) === entry && instances.delete(locale));
    return entry.i18n;
  };
}

async function prepare(
  catalogues: readonly Catalogue[],
  locale: Locale,
  translations: FirstViewInput['translations'],
): Promise<I18n> {
  const i18n = createEnglishI18n({ catalogues });
  // Merged first: they stay on top of every catalogue loaded after them, the remote's included.
  // Without any (none read, or a server from before they were passed) this merges nothing.
  await mergeRemoteMessages(i18n, locale, translations?.messages);
  await loadLocale(i18n, locale);
  return i18n;
}
