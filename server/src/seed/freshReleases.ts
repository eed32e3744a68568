import type { SqlParam } from '../db/database';
import type { Prng } from './prng';

const DAY_MS = 86_400_000;

/**
 * The home page's "New releases" block opens on games released in the last four weeks, so the
 * lobby's "New" badge (released within 30 days, issue #34) shows on the home page of every
 * seeded catalogue. Only these games' release dates move; the block keeps its games and order.
 */
export const FRESH_RELEASES = { blockHeading: 'New releases', games: 5, maxDaysAgo: 28 } as const;

type Row = Readonly<Record<string, SqlParam>>;

/**
 * New release instants for the first FRESH_RELEASES.games games of the block, from the facts
 * stream `prng`: between one and maxDaysAgo days before `now`.
 */
export function freshReleaseDates(
  prng: Prng,
  content: { readonly blocks: readonly Row[]; readonly blockGames: readonly Row[] },
  now: Date,
): ReadonlyMap<string, string> {
  const block = content.blocks.find((row) => row.heading === FRESH_RELEASES.blockHeading);
  const keys = content.blockGames
    .filter((row) => row.block_id === block?.id)
    .sort((a, b) => Number(a.position) - Number(b.position))
    .slice(0, FRESH_RELEASES.games)
    .map((row) => String(row.game_key));
  return new Map(
    keys.map((key) => {
      const ago = prng.int(1, FRESH_RELEASES.maxDaysAgo) * DAY_MS - prng.int(0, DAY_MS - 1);
      return [key, new Date(now.getTime() - ago).toISOString()];
    }),
  );
}
