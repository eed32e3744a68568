import { createGameMatcher, searchEntriesOf, trendingEntries } from '@lobby/domain';
import type { GameMatcher, SearchEntry } from '@lobby/domain';
import type { RawSearchIndex } from '@lobby/shared';

/** How many of the most played games show before anything is typed. */
const TRENDING_GAMES = 12;

export interface LoadedSearchIndex {
  /** The catalogue is searched by the server; `entries` holds only the most played games. */
  readonly serverSearch: boolean;
  /** Games on the platform in all. */
  readonly total: number;
  readonly entries: readonly SearchEntry[];
  /** The in-browser matcher; null when the server searches. */
  readonly matcher: GameMatcher | null;
  readonly trending: readonly SearchEntry[];
  /** Every provider of the index, for the filters before anything is typed. */
  readonly providers: readonly { readonly code: string; readonly name: string }[];
}

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
