import type { Catalogue } from '@lobby/i18n';
import { messages as english } from './locales/en/messages';

/**
 * The connected layer's compiled texts (`npm run i18n:extract`, `npm run i18n:compile`): English
 * bundled, every other locale a chunk of its own. Only some remotes render components with
 * texts, so those load them (`useCatalogue`, a no-op once loaded) rather than every start-up.
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
