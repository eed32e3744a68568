import type { SqlParam } from '../db/database';
import { contentTranslationRows } from './contentTranslations';
import { seedTable, type SeedTable } from './seedTable';

/**
 * Texts the translation distribution (SPEC §7) lays over the lobby's built-in ones, by the
 * same message ids the catalogues use. The lobby ships every text in all 16 locales, so the
 * distribution only holds what an editor changed without a deploy: the seed shows one such
 * change, the home page's subtitle, in English and Spanish.
 */
const MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: { 'catalogue.home.subtitle': 'Find your next favourite game' },
  es: { 'catalogue.home.subtitle': 'Encuentra tu próximo juego favorito' },
};

/**
 * The translations table: the lobby overrides above, and the 'content' namespace for the CMS
 * texts of the seeded tables (pages, blocks, links, labels, banners, bonuses) in every locale
 * but English.
 */
export function generateTranslations(seeded: readonly SeedTable[]): SeedTable {
  const rows: Record<string, SqlParam>[] = [];
  const add = (namespace: string, catalogue: typeof MESSAGES): void => {
    for (const [locale, entries] of Object.entries(catalogue)) {
      for (const [key, value] of Object.entries(entries)) rows.push({ namespace, locale, key, value });
    }
  };
  add('lobby', MESSAGES);
  return seedTable('translations', [...rows, ...contentTranslationRows(seeded)]);
}
