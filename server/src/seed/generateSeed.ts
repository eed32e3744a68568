import { generateBonuses } from './bonuses';
import { assertBlockCoverage, generateContent } from './content';
import { freshReleaseDates } from './freshReleases';
import { generateGameRules, seedGameFacts } from './gameFacts';
import { generateGames, generateLabelsAndGroups, generateSuppliers, type SeededGame } from './games';
import { generatePlayers } from './players';
import { createPrng } from './prng';
import type { SeedTable } from './seedTable';
import { generateSettings } from './settings';
import { generateTranslations } from './translations';

/** Fixed so every fresh machine gets the same catalogue. */
const SEED = 20_240_611;

/**
 * The stream of what issue #34 added (demo flags, facts, jackpots, the fresh releases): its own
 * sequence, so every game, block and fixture drawn from SEED stays as it was.
 */
const FACTS_SEED = 20_261_128;

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
  const content = generateContent(prng, games, options.now);
  const tables = [
    generateSuppliers(),
    ...generateLabelsAndGroups(),
    ...generateGameRules(),
    ...withFacts(gameTables, games, content, options.now),
    ...content,
    ...generateBonuses(prng, games, options.now),
    ...generatePlayers(prng, games, options.now),
    ...generateSettings(),
  ];
  // Last: it translates the texts of the tables above (labels, banners that name their games…).
  return [...tables, generateTranslations(tables)];
}

const rowsOf = (tables: readonly SeedTable[], table: string): SeedTable['rows'] =>
  tables.find((seeded) => seeded.table === table)?.rows ?? [];

/** The games' rows with their demo flag, facts and jackpot, and the home page's fresh releases. */
function withFacts(
  gameTables: readonly SeedTable[],
  games: readonly SeededGame[],
  content: readonly SeedTable[],
  now: Date,
): SeedTable[] {
  const prng = createPrng(FACTS_SEED);
  const facts = new Map(games.map((game) => [game.key, seedGameFacts(prng, game, now)]));
  const released = freshReleaseDates(prng, { blocks: rowsOf(content, 'blocks'), blockGames: rowsOf(content, 'block_games') }, now);
  return gameTables.map((seeded) =>
    seeded.table !== 'games'
      ? seeded
      : {
          ...seeded,
          rows: seeded.rows.map((row) => {
            const key = String(row.key);
            return { ...row, ...facts.get(key), released_at: released.get(key) ?? row.released_at ?? null };
          }),
        },
  );
}
