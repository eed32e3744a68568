import { setupI18n } from '@lingui/core';
import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@lobby/shared';
import type { Catalogue } from './catalogue';
import { loadCatalogue, registerLoaded, registeredCatalogues, registryOf } from './catalogueRegistry';
import type { CatalogueErrorHandler } from './catalogueRegistry';

export interface EnglishI18nOptions {
  /** Catalogues whose English is loaded at once, e.g. the host's and its shared libraries'. */
  readonly catalogues?: readonly Catalogue[];
  /** Told when a catalogue chunk cannot be loaded; the default logs a warning. */
  readonly onError?: CatalogueErrorHandler;
}

/**
 * A new i18n instance, synchronously active in English with the given catalogues: the
 * first paint needs no chunk. The host creates the one instance and hands it down through
 * `<I18nProvider>`; nothing here keeps an instance, since the package is an MF singleton.
 */
export function createEnglishI18n(options: EnglishI18nOptions = {}): I18n {
  const catalogues = options.catalogues ?? [];
  // A fresh object: Lingui keeps the first one it is given and merges later loads into it.
  const english: Messages = Object.assign({}, ...catalogues.map((catalogue) => catalogue.english));
  const i18n = setupI18n({ locale: 'en', messages: { en: english } });
  registryOf(i18n, options.onError);
  registerLoaded(i18n, catalogues, 'en');
  return i18n;
}

/**
 * Loads `locale` for every catalogue registered on `i18n` (the host's, its libraries', every
 * remote mounted so far), then activates it: nothing renders in the new locale before its
 * texts are there. A chunk that fails costs only its own catalogue, which shows English.
 */
export async function loadLocale(i18n: I18n, locale: Locale): Promise<void> {
  await loadCatalogues(i18n, locale);
  i18n.activate(locale);
}

/**
 * Loads `locale` for every catalogue registered on `i18n`, without activating it: a locale
 * switch that also waits for other things (the translation service's texts) activates once
 * they are all in. Loads already made are not repeated.
 */
export async function loadCatalogues(i18n: I18n, locale: Locale): Promise<void> {
  await Promise.all(registeredCatalogues(i18n).map((catalogue) => loadCatalogue(i18n, catalogue, locale)));
}
