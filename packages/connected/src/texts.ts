import type { Catalogue } from '@lobby/i18n';
import { messages as english } from './locales/en/messages';

/**
 * The connected layer's compiled texts (`npm run i18n:extract`, `npm run i18n:compile`): English
 * bundled, every other locale a chunk of its own. Each app bundles its own copy of this package;
 * the remotes that render its components with texts load their copy's (`useCatalogue`, a no-op
 * once texts like these are loaded) rather than every start-up.
 */
export const connectedTexts: Catalogue = {
  name: 'connected',
  english,
  load: (locale) =>
    import(
      /* webpackChunkName: "i18n-[request]", webpackInclude: /messages\.ts$/, webpackExclude: /[\\/]en[\\/]/ */
      `./locales/${locale}/messages`
    ),
};
