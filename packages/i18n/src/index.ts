export type { Catalogue, LazyLocale } from './catalogue';
export { createEnglishI18n, loadCatalogues, loadLocale } from './createEnglishI18n';
export { mergeRemoteMessages } from './mergeRemoteMessages';
export { useCatalogue } from './useCatalogue';
// Re-exported so host and remotes take the provider from the same shared singleton that
// created the instance; the macros still come from '@lingui/react/macro'.
export { I18nProvider } from '@lingui/react';
export type { I18n } from '@lingui/core';
