import type { Game, GameIndex, GameMatcher, Lobby, SearchEntry, SortOption } from '@lobby/domain';
import type { RawGameCard, RawGamesPage, Volatility } from '@lobby/shared';

/*
 * The lobby store's shape. The host's copy of @lobby/connected creates the one store
 * (`createLobbyStore`) and each remote's own copy reads it through LobbyStoreContext, so this
 * shape is an interface between separately deployed builds: it lives with the context, and
 * changing it changes this package's version (a release records the range it was built
 * against).
 */

/** The lobby as every part of the lobby reads it: normalised once, with its game lookups. */
export interface LobbyView {
  readonly lobby: Lobby;
  /** Key and code lookups over the games the lobby reply carries, built with the lobby. */
  readonly gameIndex: GameIndex<Game>;
}

/**
 * An external store (useSyncExternalStore's shape): `current` is stable between changes,
 * so readers may memoise on it; `subscribe` returns its own unsubscribe.
 */
export interface LobbyStore {
  readonly current: () => LobbyView | undefined;
  readonly subscribe: (onChange: () => void) => () => void;
  /** Every game the lobby knows, the reply's and those fetched on demand (one owner). */
  readonly games: GameStore;
  /** The search index of the lobby's scope, loaded on demand. */
  readonly search: SearchIndexStore;
  readonly dispose: () => void;
}

/** One page of a listing: a block's games, a provider's, or every game; sorted by the server. */
export interface GamesPageQuery {
  readonly block?: string;
  readonly supplier?: string;
  readonly sort?: SortOption;
  readonly offset: number;
  readonly limit: number;
}

export interface GamesPage {
  readonly games: readonly Game[];
  readonly total: number;
}

/**
 * Every game the lobby knows: the lobby reply's own and those fetched on demand by key.
 * Lookups answer undefined while a game is not known yet and null once the server has
 * said the lobby does not offer it.
 */
export interface GameStore {
  readonly byKey: (key: string) => Game | null | undefined;
  /** Asks for the keys not known yet: batched into one GET games per tick (100 keys a call). */
  readonly request: (keys: readonly string[]) => void;
  /** The game, fetched when not known; rejects when the server cannot be asked. */
  readonly resolve: (key: string) => Promise<Game | null>;
  /**
   * The game as GET games answers it now, with what the lobby reply leaves out (its facts and
   * bet range, issue #34): asked afresh at every call (the info panel on open), not kept. null
   * when the lobby does not offer it; rejects when the server cannot be asked. Optional: a host
   * built before it has none, and its readers show what the lobby reply says.
   */
  readonly details?: (key: string) => Promise<Game | null>;
  /** One page of a listing; its games join the store, so a launch from it needs no lookup. Failures are logged, then rejected. */
  readonly fetchPage: (query: GamesPageQuery) => Promise<GamesPage>;
  /** Games the server sent another way (a server search): they join the store and come back normalised. */
  readonly adopt: (raws: readonly RawGameCard[]) => readonly Game[];
  /** The lookups as they stand: a new object whenever an answer may have changed, so readers memoise on it. */
  readonly snapshot: () => GameLookup;
}

export interface GameLookup {
  readonly byKey: GameStore['byKey'];
  /**
   * Whether the last fetch of a key still unknown failed: its readers stop waiting for it
   * (what they show stays as it was, SPEC §8) and do not ask again by themselves; an explicit
   * request or resolve, or a new lobby view, asks again.
   */
  readonly failed: (key: string) => boolean;
}

export interface ServerSearchQuery {
  readonly q: string;
  readonly providers: readonly string[];
  /** Any of these (issue #34); empty for all. Optional: a remote built before it sends none. */
  readonly volatilities?: readonly Volatility[];
  readonly sort: SortOption | null;
  readonly limit: number;
}

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
  /** Makes the index ready for the current scope: fetched unless it is here or on its way, then decoded and indexed; retries after a failure. */
  readonly load: () => void;
  /** Only fetches it (idle time): the costly indexing waits until search is wanted (`load`). */
  readonly prefetch: () => void;
  /** Asks the server (only when the index says so); rejects when it cannot be asked. */
  readonly searchOnServer: (query: ServerSearchQuery, signal: AbortSignal) => Promise<RawGamesPage>;
  readonly dispose: () => void;
}
