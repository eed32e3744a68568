import { favouriteKeySet, isFavouriteKey } from '@lobby/domain';
import { useBusValue } from '@lobby/ui';
import { useMemo } from 'react';

/**
 * Whether one game is among the player's favourites. Each visible card asks for itself:
 * only a window of cards is mounted, so the set is built a few dozen times, not 20,000.
 */
export function useIsFavourite(gameKey: string): boolean {
  const keys = useBusValue('favourites:changed');
  const favourites = useMemo(() => favouriteKeySet(keys), [keys]);
  return isFavouriteKey(favourites, gameKey);
}
