import type { Game } from '@lobby/domain';
import { useBusValue } from '@lobby/ui';
import { useMemo } from 'react';
import { useLobby } from '../lobby/useLobby';

export type PlayerGameList = 'favorites' | 'recent';

/**
 * The player's favourite or recently played games, resolved against the lobby's games.
 * Keys the lobby does not know (a game removed since it was played) are skipped rather
 * than shown as broken cards; recent games keep the host's newest-first order.
 */
export function usePlayerGames(list: PlayerGameList): readonly Game[] {
  const gameIndex = useLobby()?.gameIndex;
  const favourites = useBusValue('favourites:changed');
  const recent = useBusValue('recent:changed');
  return useMemo(() => {
    if (gameIndex === undefined) return [];
    const keys = list === 'favorites' ? (favourites ?? []) : (recent ?? []).map((entry) => entry.gameId);
    const seen = new Set<string>();
    const games: Game[] = [];
    for (const key of keys) {
      const game = gameIndex.byKey(key);
      if (game === undefined || seen.has(game.key)) continue;
      seen.add(game.key);
      games.push(game);
    }
    return games;
  }, [gameIndex, list, favourites, recent]);
}
