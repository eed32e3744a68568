import type { LoadedSearchIndex } from '@lobby/contexts';
import { createGameMatcher, searchEntriesOf, trendingEntries } from '@lobby/domain';
import type { RawSearchIndex } from '@lobby/shared';

/** How many of the most played games show before anything is typed. */
const TRENDING_GAMES = 12;

/** The decoded index with its matcher; building the matcher is the costly part, done once per reply. */
export function loadedSearchIndex(raw: RawSearchIndex): LoadedSearchIndex {
  const entries = searchEntriesOf(raw);
  return {
    serverSearch: raw.serverSearch,
    total: raw.total,
    entries,
    matcher: raw.serverSearch ? null : createGameMatcher(entries),
    trending: trendingEntries(entries, TRENDING_GAMES),
    providers: raw.suppliers,
  };
}
