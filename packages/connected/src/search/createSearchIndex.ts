import type { SearchIndexState, SearchIndexStore, ServerSearchQuery } from '@lobby/contexts';
import { DEFAULT_SETTINGS, gamesScope } from '@lobby/domain';
import type { GamesScope } from '@lobby/domain';
import type { LobbyBus, RawGamesPage, RawSearchIndex } from '@lobby/shared';
import type { Schedule } from '../lobby/createLobbyStore';

/** GET the search index for the lobby's scope (locale, platform, iOS). */
export type FetchSearchIndex = (scope: GamesScope) => Promise<RawSearchIndex>;

/** GET games/search: a catalogue too large for the browser is searched by the content service. */
export type SearchGamesOnServer = (
  scope: GamesScope,
  query: ServerSearchQuery,
  signal: AbortSignal,
) => Promise<RawGamesPage>;

export interface SearchIndexOptions {
  readonly bus: LobbyBus;
  readonly fetchIndex?: FetchSearchIndex;
  readonly searchGames?: SearchGamesOnServer;
  readonly schedule: Schedule;
  readonly logger: Pick<Console, 'warn'>;
}

const IDLE: SearchIndexState = { status: 'idle' };

/**
 * The search index of the lobby's scope: fetched when the browser is idle after the lobby has
 * loaded (`prefetch`) or when search is first wanted, and indexed only then (`load`: the panel
 * opens), never on the home page's critical path nor as a long task while the player scrolls.
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
  /** The scope the reply below is for, and the reply (on its way or arrived). */
  let scopeKey: string | null = null;
  let reply: Promise<RawSearchIndex> | null = null;
  /** Bumped by a new scope or disposal: what an older reply finishes is dropped. */
  let generation = 0;
  const scopeNow = (): GamesScope => gamesScope(bus.current('settings:changed') ?? DEFAULT_SETTINGS);
  const set = (next: SearchIndexState): void => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  /** The reply for the current scope, fetched once; a failed one is forgotten so the next call asks again. */
  const fetchReply = (): Promise<RawSearchIndex> | null => {
    if (fetchIndex === undefined) return null;
    const scope = scopeNow();
    const key = JSON.stringify(scope);
    if (key === scopeKey && reply !== null) return reply;
    scopeKey = key;
    const pending = fetchIndex(scope);
    reply = pending;
    pending.catch(() => {
      if (reply === pending) reply = null;
    });
    return pending;
  };

  const prefetch = (): void => {
    fetchReply()?.catch((error: unknown) => logger.warn('search: fetching the search index failed', error));
  };

  const load = (): void => {
    const pending = fetchReply();
    if (pending === null || state.status === 'loading' || state.status === 'ready') return;
    const mine = generation;
    set({ status: 'loading' });
    // The matcher's code comes with the first search, not with the lobby (issue #12).
    Promise.all([pending, import(/* webpackChunkName: "search-matcher" */ './loadedSearchIndex')])
      .then(([raw, { loadedSearchIndex }]) => {
        if (mine !== generation) return;
        // Decoding and indexing 20,000 games is a long task (a few hundred ms on a desktop, about
        // a second on a phone): it runs when search is wanted, out of the fetch's callback.
        schedule(() => {
          if (mine === generation) set({ status: 'ready', index: loadedSearchIndex(raw) });
        }, 0);
      })
      .catch((error: unknown) => {
        if (mine !== generation) return;
        logger.warn('search: fetching the search index failed', error);
        set({ status: 'failed' });
      });
  };

  const subscription = bus.on$('settings:changed').subscribe(() => {
    if (scopeKey === null || JSON.stringify(scopeNow()) === scopeKey) return;
    const wasWanted = state.status !== 'idle';
    generation += 1;
    scopeKey = null;
    reply = null;
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
    prefetch,
    searchOnServer: (query, signal) => {
      if (searchGames === undefined) return Promise.reject(new Error('search: the server cannot be asked'));
      return searchGames(scopeNow(), query, signal);
    },
    dispose: () => {
      subscription.unsubscribe();
      generation += 1;
      listeners.clear();
    },
  };
}
