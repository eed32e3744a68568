import { generateBonuses } from './bonuses';
import { assertBlockCoverage, generateContent } from './content';
import { generateGames, generateLabelsAndGroups, generateSuppliers } from './games';
import { generatePlayers } from './players';
import { createPrng } from './prng';
import type { SeedTable } from './seedTable';
import { generateSettings } from './settings';
import { generateTranslations } from './translations';

/** Fixed so every fresh machine gets the same catalogue. */
const SEED = 20_240_611;

export interface SeedOptions {
  readonly games: number;
  /** Windows, expiries and release dates are relative to this instant. */
  readonly now: Date;
}

/** The whole first-start data set, in foreign-key order. Pure: same options, same rows. */
export function generateSeed(options: SeedOptions): SeedTable[] {
  assertBlockCoverage();
  const prng = createPrng(SEED);
  const { games, tables: gameTables } = generateGames(prng, options.games, options.now);
  const tables = [
    generateSuppliers(),
    ...generateLabelsAndGroups(),
    ...gameTables,
    ...generateContent(prng, games, options.now),
    ...generateBonuses(prng, games, options.now),
    ...generatePlayers(prng, games, options.now),
    ...generateSettings(),
  ];
  // Last: it translates the texts of the tables above (labels, banners that name their games…).
  return [...tables, generateTranslations(tables)];
}
