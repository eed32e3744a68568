import type { Catalogue } from '@lobby/i18n';
import { messages as english } from './locales/en/messages';

/**
 * The shared components' compiled texts (`npm run i18n:extract`, `npm run i18n:compile`): English
 * bundled, every other locale a chunk of its own. The host loads them: the
 * package is an MF singleton, so its one copy at run time brings its own texts.
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
