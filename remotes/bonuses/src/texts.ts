import type { Catalogue } from '@lobby/i18n';
import { messages as english } from './locales/en/messages';

/**
 * The bonuses remote's compiled texts (`npm run i18n:extract`, `npm run i18n:compile`): English
 * bundled, every other locale a chunk of its own.
 */
export const bonusesTexts: Catalogue = {
  name: 'bonuses',
  english,
  load: (locale) =>
    import(
      /* webpackChunkName: "i18n-[request]", webpackInclude: /messages\.ts$/, webpackExclude: /[\\/]en[\\/]/ */
      `./locales/${locale}/messages`
    ),
};
