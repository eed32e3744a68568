import { LOCALES, type Locale } from '@lobby/shared';

/** The locales the seed translates CMS texts into: all but English, which the content rows hold. */
export type ContentLocale = Exclude<Locale, 'en'>;

export const CONTENT_LOCALES: readonly ContentLocale[] = LOCALES.filter(
  (locale): locale is ContentLocale => locale !== 'en',
);

/** One CMS text in every content locale; a record type, so a missing locale fails the typecheck. */
export type ContentTranslation = Readonly<Record<ContentLocale, string>>;

/** A name players know as it is (a trademark, a promotion's brand): the same in every locale. */
export function sameInEveryLocale(name: string): ContentTranslation {
  return Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, name])) as Record<ContentLocale, string>;
}
