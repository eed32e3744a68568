import { isSignedIn, RECENT_SEARCHES_MAX, rememberSearch } from '@lobby/domain';
import { createLobbyStorage } from '@lobby/storage';
import { useBusValue } from '@lobby/ui';
import { useCallback, useMemo, useState } from 'react';

/** Players whose recent searches one device keeps; the longest unseen one goes first. */
export const RECENT_SEARCH_PLAYERS_MAX = 20;

export interface RecentSearches {
  readonly list: readonly string[];
  readonly remember: (query: string) => void;
  readonly clear: () => void;
}

/**
 * SPEC §3 local storage: a signed-in player's recent searches under their own id, a guest's
 * under the guests' key. Reading and writing go through the lobby storage, which checks shapes.
 */
export function useRecentSearches(): RecentSearches {
  const session = useBusValue('session:changed');
  const player = isSignedIn(session) ? session.userId : null;
  const storage = useMemo(() => createLobbyStorage(), []);
  const [version, setVersion] = useState(0);

  const list = useMemo(() => {
    void version;
    const stored = player === null ? storage.get('guestRecentSearches') : storage.get('recentSearches')?.[player];
    return (stored ?? []).slice(0, RECENT_SEARCHES_MAX);
  }, [storage, player, version]);

  const write = useCallback(
    (next: readonly string[]) => {
      if (player === null) {
        storage.set('guestRecentSearches', next);
      } else {
        const { [player]: _previous, ...others } = storage.get('recentSearches') ?? {};
        const kept = Object.entries(others).slice(-(RECENT_SEARCH_PLAYERS_MAX - 1));
        // This player last, so the first entries are the ones unseen longest.
        storage.set('recentSearches', Object.fromEntries([...kept, [player, next]]));
      }
      setVersion((value) => value + 1);
    },
    [storage, player],
  );

  return {
    list,
    remember: useCallback((query: string) => write(rememberSearch(list, query)), [write, list]),
    clear: useCallback(() => write([]), [write]),
  };
}
