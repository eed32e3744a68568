// Lingui configuration: one catalogue per workspace that renders text (the host, each
// remote, each library with texts), so every app ships its own compiled texts and a
// remote deployed alone brings the texts its code asks for (production builds keep only
// message ids). Run from the repository root: `npm run i18n:extract` then `npm run i18n:compile`.
import { readdirSync, readFileSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { FALLBACK_LOCALE } from '@lobby/domain';
import { LOCALES } from '@lobby/shared';

const MACRO_IMPORT = /^import .* from '@lingui\/(?:react|core)\/macro';$/m;
/** Tests render fixture texts that players never see; locales hold the output. */
const NOT_SOURCE = /(?:\.test\.tsx?|\.d\.ts)$/;

/**
 * A workspace renders text when one of its sources imports a Lingui macro. Found rather
 * than listed, so a new library or remote gets its catalogue on the next extract.
 */
export function workspacesWithTexts(rootDir: string): string[] {
  const candidates = [
    path.join(rootDir, 'host'),
    ...subfolders(path.join(rootDir, 'remotes')),
    ...subfolders(path.join(rootDir, 'packages')),
  ];
  return candidates.filter((dir) =>
    sourceFiles(path.join(dir, 'src')).some((file) => MACRO_IMPORT.test(readFileSync(file, 'utf8'))),
  );
}

/** The configuration for every workspace with texts below `rootDir` (a copy of the repository in tests). */
export function lobbyLinguiConfig(rootDir: string): LinguiConfig {
  return defineConfig({
    rootDir,
    sourceLocale: 'en',
    locales: [...LOCALES],
    // Compile fills a missing translation from English, so every compiled catalogue is complete.
    fallbackLocales: { default: FALLBACK_LOCALE },
    catalogs: workspacesWithTexts(rootDir).map((dir) => ({
      path: path.join(dir, 'src/locales/{locale}/messages'),
      // Globs name files: a glob that matches a folder would extract nothing from it.
      include: [path.join(dir, 'src/**/*.{ts,tsx}')],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
    })),
    // Without line numbers, moving code does not rewrite all sixteen catalogues.
    format: formatter({ lineNumbers: false }),
    orderBy: 'messageId',
  });
}

function subfolders(dir: string): string[] {
  return entriesOf(dir)
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name));
}

function sourceFiles(dir: string): string[] {
  return entriesOf(dir).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [full] : [];
  });
}

/** A copy of the repository may lack a folder (a test builds one remote alone). */
function entriesOf(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

// The one default export in the package: Lingui's CLI reads the config from it.
export default lobbyLinguiConfig(path.resolve(__dirname, '../..'));
