import { useLobbyStore, useSearchIndex } from '@lobby/connected';
import { providersOfHits, refineSearch, validateSearchQuery } from '@lobby/domain';
import type { SearchQueryRefusal, SearchRefinement } from '@lobby/domain';
import { useEffect, useMemo, useState } from 'react';

/** A provider the filters offer, with how many results it has when that is known. */
export interface ProviderChoice {
  readonly code: string;
  readonly name: string;
  readonly count?: number;
}

export type SearchView =
  | { readonly kind: 'empty' }
  | { readonly kind: 'refused'; readonly reason: SearchQueryRefusal }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'results';
      readonly keys: readonly string[];
      readonly total: number;
      readonly providers: readonly ProviderChoice[];
    };

/** How many results the server is asked for at once. */
export const SERVER_RESULTS_LIMIT = 60;
/** Typing pauses this long before the server is asked (in-browser matching runs on every key). */
export const SERVER_SEARCH_DEBOUNCE_MS = 150;

/**
 * What the panel shows for a query and its filters: matched in the browser on every key, or,
 * when the index says the catalogue is too large for that, asked of the server after a short
 * pause (the previous answer stays up until the next arrives, and a stale one is dropped).
 */
export function useSearchResults(query: string, refinement: SearchRefinement, locale: string | undefined): SearchView {
  const { state } = useSearchIndex();
  const store = useLobbyStore();
  const check = useMemo(() => validateSearchQuery(query), [query]);
  const index = state.status === 'ready' ? state.index : null;
  const matcher = index?.matcher ?? null;
  const valid = check.ok ? check.query : null;

  const hits = useMemo(() => (matcher !== null && valid !== null ? matcher.match(valid) : null), [matcher, valid]);
  const local = useMemo((): SearchView | null => {
    if (hits === null) return null;
    const refined = refineSearch(hits, refinement, locale);
    return {
      kind: 'results',
      keys: refined.map((entry) => entry.key),
      total: refined.length,
      providers: providersOfHits(hits),
    };
  }, [hits, refinement, locale]);

  const [remote, setRemote] = useState<SearchView | null>(null);
  const serverSearch = index?.serverSearch === true;
  const { providers, volatilities, sort } = refinement;
  useEffect(() => {
    if (!serverSearch || valid === null || index === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      store.search
        .searchOnServer({ q: valid, providers, volatilities, sort, limit: SERVER_RESULTS_LIMIT }, controller.signal)
        .then((page) => {
          if (controller.signal.aborted) return;
          const games = store.games.adopt(page.data);
          setRemote({
            kind: 'results',
            keys: games.map((game) => game.key),
            total: page.total,
            providers: index.providers,
          });
        })
        .catch(() => {
          if (!controller.signal.aborted) setRemote({ kind: 'failed' });
        });
    }, SERVER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [serverSearch, valid, providers, volatilities, sort, index, store]);

  if (query.trim() === '') return { kind: 'empty' };
  if (!check.ok) return { kind: 'refused', reason: check.reason };
  if (state.status === 'failed') return { kind: 'failed' };
  if (local !== null) return local;
  if (serverSearch) return remote ?? { kind: 'loading' };
  return { kind: 'loading' };
}
