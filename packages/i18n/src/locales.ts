import type { Messages } from '@lingui/core';
import type { Locale } from '@lobby/shared';
import { messages as englishMessages } from './locales/en/messages';

/** SPEC §9: default locale en, fallback en. */
export const DEFAULT_LOCALE: Locale = 'en';
export const FALLBACK_LOCALE: Locale = 'en';

export type LazyLocale = Exclude<Locale, 'en'>;

interface CatalogueModule {
  readonly messages: Messages;
}

/**
 * English is bundled (it is the fallback and the first paint); every other catalogue is a
 * literal dynamic import so webpack emits one chunk per locale and loads only the one in use.
 */
const CATALOGUE_LOADERS: { readonly [L in LazyLocale]: () => Promise<CatalogueModule> } = {
  es: () => import(/* webpackChunkName: "i18n-es" */ './locales/es/messages'),
  'es-mx': () => import(/* webpackChunkName: "i18n-es-mx" */ './locales/es-mx/messages'),
  pt: () => import(/* webpackChunkName: "i18n-pt" */ './locales/pt/messages'),
  fr: () => import(/* webpackChunkName: "i18n-fr" */ './locales/fr/messages'),
  ja: () => import(/* webpackChunkName: "i18n-ja" */ './locales/ja/messages'),
  vi: () => import(/* webpackChunkName: "i18n-vi" */ './locales/vi/messages'),
  ko: () => import(/* webpackChunkName: "i18n-ko" */ './locales/ko/messages'),
  th: () => import(/* webpackChunkName: "i18n-th" */ './locales/th/messages'),
  ms: () => import(/* webpackChunkName: "i18n-ms" */ './locales/ms/messages'),
  'zh-TW': () => import(/* webpackChunkName: "i18n-zh-TW" */ './locales/zh-TW/messages'),
  'zh-CN': () => import(/* webpackChunkName: "i18n-zh-CN" */ './locales/zh-CN/messages'),
  fi: () => import(/* webpackChunkName: "i18n-fi" */ './locales/fi/messages'),
  pl: () => import(/* webpackChunkName: "i18n-pl" */ './locales/pl/messages'),
  id: () => import(/* webpackChunkName: "i18n-id" */ './locales/id/messages'),
  ru: () => import(/* webpackChunkName: "i18n-ru" */ './locales/ru/messages'),
};

export function englishCatalogue(): Messages {
  return englishMessages;
}

/**
 * The built-in catalogue of a locale with English underneath, so an id added after the
 * last compile still reads in English rather than as a bare id.
 */
export async function builtInCatalogue(locale: Locale): Promise<Messages> {
  if (locale === 'en') return englishMessages;
  const { messages } = await CATALOGUE_LOADERS[locale]();
  return { ...englishMessages, ...messages };
}
