import { useLingui } from '@lingui/react';
import { FALLBACK_LOCALE, isSupportedLocale } from '@lobby/domain';
import { use } from 'react';
import type { Catalogue } from './catalogue';
import { loadCatalogue } from './catalogueRegistry';

/**
 * Loads catalogues into the one shared i18n instance for the active locale, and again
 * whenever the locale changes, suspending until they are there: the nearest Suspense
 * boundary (the host's, around every remote) keeps its fallback instead of showing ids.
 * Call it first thing in a remote's App, with its own catalogue and those of the libraries it
 * bundles that have texts (`uiTexts`, `connectedTexts`): each app ships its own copy of them.
 * Registering also makes the host's next locale switch load these catalogues before it activates.
 */
export function useCatalogue(...catalogues: readonly Catalogue[]): void {
  const { i18n } = useLingui();
  // Only loadLocale and createEnglishI18n activate, both with a lobby locale.
  const locale = isSupportedLocale(i18n.locale) ? i18n.locale : FALLBACK_LOCALE;
  // Every load starts before the first suspends, so the chunks arrive together, not in turn.
  const loads = catalogues.map((catalogue) => loadCatalogue(i18n, catalogue, locale));
  // A load already done is marked fulfilled, so use() returns at once without suspending.
  for (const load of loads) use(load);
}
