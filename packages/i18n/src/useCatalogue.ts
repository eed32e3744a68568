import { useLingui } from '@lingui/react';
import { FALLBACK_LOCALE, isSupportedLocale } from '@lobby/domain';
import { use } from 'react';
import type { Catalogue } from './catalogue';
import { loadCatalogue } from './catalogueRegistry';

/**
 * Loads a remote's catalogue into the one shared i18n instance for the active locale, and
 * again whenever the locale changes, suspending until it is there: the nearest Suspense
 * boundary (the host's, around every remote) keeps its fallback instead of showing ids.
 * Call it first thing in a remote's App. Registering also makes the host's next locale
 * switch load this catalogue before it activates.
 */
export function useCatalogue(catalogue: Catalogue): void {
  const { i18n } = useLingui();
  // Only loadLocale and createEnglishI18n activate, both with a lobby locale.
  const locale = isSupportedLocale(i18n.locale) ? i18n.locale : FALLBACK_LOCALE;
  // A load already done is marked fulfilled, so use() returns at once without suspending.
  use(loadCatalogue(i18n, catalogue, locale));
}
