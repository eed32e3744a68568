export { createEnglishI18n, createLobbyI18n, loadLocale } from './createLobbyI18n';
export type { LoadLocaleOptions } from './createLobbyI18n';
export { mergeRemoteMessages } from './mergeRemoteMessages';
export { DEFAULT_LOCALE, FALLBACK_LOCALE } from './locales';
export type { LazyLocale } from './locales';
// Re-exported so host and remotes take the provider from the same shared singleton that
// created the instance; the macros still come from '@lingui/react/macro'.
export { I18nProvider } from '@lingui/react';
export type { I18n, Messages } from '@lingui/core';
