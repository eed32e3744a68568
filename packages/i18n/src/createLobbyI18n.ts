import { setupI18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import type { Locale } from '@lobby/shared';
import { builtInCatalogue, DEFAULT_LOCALE, englishCatalogue } from './locales';

export interface LoadLocaleOptions {
  /** Told when a catalogue chunk cannot be loaded; the previous locale stays active. */
  readonly onError?: (error: unknown, locale: Locale) => void;
}

/**
 * A new i18n instance, synchronously active in English with the bundled catalogue: for the
 * first paint before a locale chunk arrives, and for tests.
 */
export function createEnglishI18n(): I18n {
  return setupI18n({ locale: 'en', messages: { en: englishCatalogue() } });
}

/**
 * Loads a locale's built-in catalogue into `i18n` and activates it. A catalogue chunk that
 * fails to load (offline, a deploy removed the old chunk) must not cost the lobby its text,
 * so the previous locale stays active and the locale actually active is returned.
 * Call it before mergeRemoteMessages for the same locale: it loads the built-ins, which
 * would otherwise be written over the remote translations.
 */
export async function loadLocale(i18n: I18n, locale: Locale, options: LoadLocaleOptions = {}): Promise<Locale> {
  try {
    const messages = await builtInCatalogue(locale);
    i18n.load(locale, messages);
    i18n.activate(locale);
    return locale;
  } catch (error: unknown) {
    options.onError?.(error, locale);
    return activeLocale(i18n);
  }
}

/**
 * A new i18n instance activated in `locale`. Host start-up creates one and hands it down
 * through `<I18nProvider i18n={…}>`; nothing here keeps an instance, since the package is
 * an MF singleton shared by host and remotes.
 */
export async function createLobbyI18n(locale: Locale = DEFAULT_LOCALE, options: LoadLocaleOptions = {}): Promise<I18n> {
  const i18n = createEnglishI18n();
  if (locale !== 'en') await loadLocale(i18n, locale, options);
  return i18n;
}

function activeLocale(i18n: I18n): Locale {
  // Only loadLocale and createEnglishI18n activate, both with a Locale.
  return i18n.locale as Locale;
}
