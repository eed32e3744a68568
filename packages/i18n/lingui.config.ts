// Lingui configuration for the whole lobby: one set of catalogues, owned by @lobby/i18n,
// extracted from every workspace that renders text (host, remotes, packages), because
// host and remotes share one i18n instance at run time (an MF singleton).
// Run from the repo root: `lingui extract --config packages/i18n/lingui.config.ts` then
// `lingui compile --typescript --config packages/i18n/lingui.config.ts`.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from '../../shared/src/settings';

// The one default export in the package: Lingui's CLI reads the config from it.
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  // Compile fills a missing translation from English, so every compiled catalogue is
  // complete: with NODE_ENV=production the swc plugin keeps only ids in the code.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: [
        // Globs name files: a glob that matches a folder would extract nothing from it.
        '<rootDir>/../../host/src/**/*.{ts,tsx}',
        '<rootDir>/../../remotes/*/src/**/*.{ts,tsx}',
        '<rootDir>/../../packages/*/src/**/*.{ts,tsx}',
      ],
      // Tests render fixture texts that players never see.
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
    },
  ],
  // Without line numbers, moving code does not rewrite all sixteen catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
