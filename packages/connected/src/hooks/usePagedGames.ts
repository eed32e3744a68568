import type { Game, SortOption } from '@lobby/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLobby, useLobbyStore } from '../lobby/useLobby';

/** A listing the server sorts and filters: a block's games or a provider's. */
export interface PagedGamesQuery {
  readonly block?: string;
  readonly supplier?: string;
  readonly sort?: SortOption;
}

export interface PagedGames {
  /** How many games the listing has; undefined until the first page answers. */
  readonly total: number | undefined;
  /** The game at a position, or undefined while its page is on its way. */
  readonly gameAt: (index: number) => Game | undefined;
  /** Fetches the pages covering positions first..last that are neither here nor on their way. */
  readonly requestRange: (first: number, last: number) => void;
}

/** Games per GET games call: a few screens of tiles, small enough to answer quickly on a phone. */
export const GAMES_PAGE_SIZE = 60;

interface Loaded {
  readonly key: string;
  readonly pages: ReadonlyMap<number, readonly Game[]>;
  readonly total: number | undefined;
}

/**
 * A listing paged from the server: the first page at once, the others as the grid asks for
 * their positions. A new query or lobby (locale, platform) starts afresh. A page that fails
 * is logged and leaves the list as it was; asking for its positions again retries it.
 */
export function usePagedGames(query: PagedGamesQuery | null, pageSize: number = GAMES_PAGE_SIZE): PagedGames {
  const store = useLobbyStore();
  const view = useLobby();
  const key = useMemo(
    () => (query === null ? '' : JSON.stringify([query.block, query.supplier, query.sort, pageSize])),
    [query, pageSize],
  );
  const [loaded, setLoaded] = useState<Loaded>({ key: '', pages: new Map(), total: undefined });
  const inFlight = useRef(new Set<string>());
  // Callers may build the query each render: its key, not its identity, says when it changed.
  const queryRef = useRef(query);
  queryRef.current = query;
  const current = loaded.key === key ? loaded : null;

  const fetchPage = useCallback(
    (page: number) => {
      const query = queryRef.current;
      if (query === null || view === undefined) return;
      const id = `${key}#${String(page)}`;
      if (inFlight.current.has(id)) return;
      inFlight.current.add(id);
      store.games
        .fetchPage({ ...query, offset: page * pageSize, limit: pageSize })
        .then(({ games, total }) => {
          setLoaded((previous) => {
            const base = previous.key === key ? previous : { key, pages: new Map(), total: undefined };
            const pages = new Map(base.pages);
            pages.set(page, games);
            return { key, pages, total };
          });
        })
        .catch(() => {
          // Logged by the store; SPEC §8 "listing fetch fails: logged, lists unchanged".
        })
        .finally(() => inFlight.current.delete(id));
    },
    [store, view, key, pageSize],
  );

  useEffect(() => {
    // A page on its way (same query) is not asked for twice: ids carry the query's key.
    fetchPage(0);
  }, [fetchPage]);

  const requestRange = useCallback(
    (first: number, last: number) => {
      if (current === null || current.total === undefined) return;
      const end = Math.min(last, current.total - 1);
      for (let page = Math.floor(Math.max(first, 0) / pageSize); page * pageSize <= end; page += 1) {
        if (!current.pages.has(page)) fetchPage(page);
      }
    },
    [current, fetchPage, pageSize],
  );
  const gameAt = useCallback(
    (index: number) => current?.pages.get(Math.floor(index / pageSize))?.[index % pageSize],
    [current, pageSize],
  );
  return { total: current?.total, gameAt, requestRange };
}
