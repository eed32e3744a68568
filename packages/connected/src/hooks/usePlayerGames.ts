import { gameKey } from '@lobby/domain';
import type { Game } from '@lobby/domain';
import { useBusValue } from '@lobby/ui';
import { useMemo } from 'react';
import { useGamesOfKeysState } from './useGamesOfKeys';

export type PlayerGameList = 'favorites' | 'recent' | 'freeRounds';

/** The two lists with a block type and a screen of their own (SPEC §2: /favorites, /recent). */
export type FavouritesOrRecent = Extract<PlayerGameList, 'favorites' | 'recent'>;

const NO_KEYS: readonly string[] = [];

/**
 * The player's favourite, recently played or free-round games, resolved against every game
 * the lobby knows (useGamesOfKeys); recent games keep the host's newest-first order. Undefined
 * while the list, the lobby or its games are still on their way: a block must not say there
 * are none before it knows.
 */
export function usePlayerGames(list: PlayerGameList): readonly Game[] | undefined {
  const keys = usePlayerGameKeys(list);
  const { games, settled } = useGamesOfKeysState(keys ?? NO_KEYS);
  return keys !== undefined && settled ? games : undefined;
}

function usePlayerGameKeys(list: PlayerGameList): readonly string[] | undefined {
  const favourites = useBusValue('favourites:changed');
  const recent = useBusValue('recent:changed');
  const freeRounds = useBusValue('freeRounds:changed');
  return useMemo(() => {
    switch (list) {
      case 'favorites':
        return favourites;
      case 'recent':
        return recent?.map((entry) => entry.gameId);
      case 'freeRounds':
        return freeRounds?.map(({ game }) => gameKey(game.aggregator, game.gameCode));
    }
  }, [list, favourites, recent, freeRounds]);
}
