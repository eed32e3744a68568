import type { Game } from '@lobby/domain';
import { useMemo } from 'react';
import { useLobby } from '../lobby/useLobby';

/**
 * Game keys resolved against the lobby's games, in the keys' order. Keys the lobby does not
 * know (a game removed since, or not offered on this platform) are skipped rather than
 * shown as broken cards, and a game named twice shows once. Empty until the lobby arrives.
 */
export function useGamesOfKeys(keys: readonly string[]): readonly Game[] {
  const gameIndex = useLobby()?.gameIndex;
  return useMemo(() => {
    if (gameIndex === undefined) return [];
    const seen = new Set<string>();
    const games: Game[] = [];
    for (const key of keys) {
      const game = gameIndex.byKey(key);
      if (game === undefined || seen.has(game.key)) continue;
      seen.add(game.key);
      games.push(game);
    }
    return games;
  }, [gameIndex, keys]);
}
