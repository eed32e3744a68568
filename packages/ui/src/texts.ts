import type { Catalogue } from '@lobby/i18n';
import { messages as english } from './locales/en/messages';

/**
 * The shared components' compiled texts (`npm run i18n:extract`, `npm run i18n:compile`): English
 * bundled, every other locale a chunk of its own. Every app bundles its own copy of this package,
 * so every app loads its copy's texts: the host at start-up, a remote with `useCatalogue` in its
 * App. Copies with the same texts are loaded once (@lobby/i18n knows a catalogue by its contents).
 */
export const uiTexts: Catalogue = {
  name: 'ui',
  english,
  load: (locale) =>
    import(
      /* webpackChunkName: "i18n-[request]", webpackInclude: /messages\.ts$/, webpackExclude: /[\\/]en[\\/]/ */
      `./locales/${locale}/messages`
    ),
};
