import type { Game } from '@lobby/domain';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLobby, useLobbyStore } from '../lobby/useLobby';

export interface GamesOfKeys {
  readonly games: readonly Game[];
  /** Every key is answered: a game, the server's word that the lobby does not offer it, or a failed fetch. */
  readonly settled: boolean;
  /** Each key's answer as it stands: a game, null (not offered) or undefined (on its way), for lists that keep a place for it. */
  readonly byKey: (key: string) => Game | null | undefined;
}

/**
 * Game keys resolved against every game the lobby knows, in the keys' order; keys it does
 * not know yet are fetched (batched, by the game store). Keys the lobby does not offer (a
 * game removed since, or not on this platform) are skipped rather than shown as broken
 * cards, and a game named twice shows once. Empty until the lobby arrives.
 */
export function useGamesOfKeysState(keys: readonly string[]): GamesOfKeys {
  const store = useLobbyStore();
  const view = useLobby();
  const lookup = useSyncExternalStore(store.subscribe, store.games.snapshot, store.games.snapshot);
  useEffect(() => {
    // Keys whose fetch failed are not asked again by every reader's render (SPEC §8).
    if (view !== undefined) store.games.request(keys.filter((key) => !lookup.failed(key)));
  }, [store, view, keys, lookup]);
  return useMemo(() => {
    if (view === undefined) return { games: [], settled: false, byKey: () => undefined };
    const seen = new Set<string>();
    const games: Game[] = [];
    let settled = true;
    for (const key of keys) {
      const game = lookup.byKey(key);
      if (game === undefined && !lookup.failed(key)) settled = false;
      if (game === undefined || game === null || seen.has(game.key)) continue;
      seen.add(game.key);
      games.push(game);
    }
    return { games, settled, byKey: lookup.byKey };
  }, [lookup, view, keys]);
}

/** The games of `keys` the lobby knows so far (useGamesOfKeysState). */
export function useGamesOfKeys(keys: readonly string[]): readonly Game[] {
  return useGamesOfKeysState(keys).games;
}
