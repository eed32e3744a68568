import { DEFAULT_SETTINGS, createGameMatcher, gamesScope, searchEntriesOf, trendingEntries } from '@lobby/domain';
import type { GameMatcher, GamesScope, SearchEntry, SortOption } from '@lobby/domain';
import type { LobbyBus, RawGamesPage, RawSearchIndex } from '@lobby/shared';
import type { Schedule } from '../lobby/createLobbyStore';

/** GET the search index for the lobby's scope (locale, platform, iOS). */
export type FetchSearchIndex = (scope: GamesScope) => Promise<RawSearchIndex>;

export interface ServerSearchQuery {
  readonly q: string;
  readonly providers: readonly string[];
  readonly sort: SortOption | null;
  readonly limit: number;
}

/** GET games/search: a catalogue too large for the browser is searched by the content service. */
export type SearchGamesOnServer = (
  scope: GamesScope,
  query: ServerSearchQuery,
  signal: AbortSignal,
) => Promise<RawGamesPage>;

/** How many of the most played games show before anything is typed. */
export const TRENDING_GAMES = 12;

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

export type SearchIndexState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly index: LoadedSearchIndex }
  | { readonly status: 'failed' };

export interface SearchIndexStore {
  /** Stable between changes (useSyncExternalStore). */
  readonly state: () => SearchIndexState;
  readonly subscribe: (onChange: () => void) => () => void;
  /** Fetches the index for the current scope unless it is loaded or on its way; retries after a failure. */
  readonly load: () => void;
  /** Asks the server (only when the index says so); rejects when it cannot be asked. */
  readonly searchOnServer: (query: ServerSearchQuery, signal: AbortSignal) => Promise<RawGamesPage>;
  readonly dispose: () => void;
}

export interface SearchIndexOptions {
  readonly bus: LobbyBus;
  readonly fetchIndex?: FetchSearchIndex;
  readonly searchGames?: SearchGamesOnServer;
  readonly schedule: Schedule;
  readonly logger: Pick<Console, 'warn'>;
}

const IDLE: SearchIndexState = { status: 'idle' };

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

/**
 * The search index of the lobby's scope, loaded when search is first wanted (the panel opens,
 * or the browser is idle after the lobby has loaded), never on the home page's critical path.
 * A new locale or platform drops the index; one that was loaded is fetched again for the new scope.
 */
export function createSearchIndex({
  bus,
  fetchIndex,
  searchGames,
  schedule,
  logger,
}: SearchIndexOptions): SearchIndexStore {
  const listeners = new Set<() => void>();
  let state: SearchIndexState = IDLE;
  let scopeKey: string | null = null;
  let attempt = 0;
  const scopeNow = (): GamesScope => gamesScope(bus.current('settings:changed') ?? DEFAULT_SETTINGS);
  const set = (next: SearchIndexState): void => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const load = (): void => {
    const scope = scopeNow();
    const key = JSON.stringify(scope);
    if (key === scopeKey && (state.status === 'loading' || state.status === 'ready')) return;
    if (fetchIndex === undefined) return;
    scopeKey = key;
    attempt += 1;
    const mine = attempt;
    set({ status: 'loading' });
    fetchIndex(scope)
      .then((raw) => {
        if (mine !== attempt) return;
        // Decoding and indexing 20,000 games takes a few tens of ms: out of the fetch's callback.
        schedule(() => {
          if (mine === attempt) set({ status: 'ready', index: loadedSearchIndex(raw) });
        }, 0);
      })
      .catch((error: unknown) => {
        if (mine !== attempt) return;
        logger.warn('search: fetching the search index failed', error);
        set({ status: 'failed' });
      });
  };

  const subscription = bus.on$('settings:changed').subscribe(() => {
    if (scopeKey === null || JSON.stringify(scopeNow()) === scopeKey) return;
    const wasWanted = state.status !== 'idle';
    attempt += 1;
    scopeKey = null;
    set(IDLE);
    if (wasWanted) load();
  });

  return {
    state: () => state,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    load,
    searchOnServer: (query, signal) => {
      if (searchGames === undefined) return Promise.reject(new Error('search: the server cannot be asked'));
      return searchGames(scopeNow(), query, signal);
    },
    dispose: () => {
      subscription.unsubscribe();
      attempt += 1;
      listeners.clear();
    },
  };
}
