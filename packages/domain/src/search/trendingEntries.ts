import { sortGames } from '../sorting/sortGames';
import type { SearchEntry } from './searchEntries';

/**
 * The most played entries (trending, shown before typing): playingCount desc, then title
 * (collated in `locale`); at most `limit`. Only the entries that can make the cut are collated.
 */
export function trendingEntries(
  entries: readonly SearchEntry[],
  limit: number,
  locale?: string,
): readonly SearchEntry[] {
  const count = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  if (count === 0) return [];
  const popular = sortGames(entries, 'popular');
  const last = popular[count - 1];
  const contenders = last === undefined ? popular : popular.filter((entry) => !isBelow(entry, last));
  return sortGames(sortGames(contenders, 'az', { locale }), 'popular').slice(0, count);
}

/** Whether `entry` sorts after `last` by playing count (unreadable counts lowest, as in sortGames). */
function isBelow(entry: SearchEntry, last: SearchEntry): boolean {
  return countOf(entry) < countOf(last);
}

function countOf(entry: SearchEntry): number {
  return Number.isFinite(entry.playingCount) ? entry.playingCount : Number.NEGATIVE_INFINITY;
}
