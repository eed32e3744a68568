import type { Game } from '@lobby/domain';
import { useBus } from '@lobby/ui';
import { useCallback } from 'react';
import { useActionSource } from './useActionSource';

/**
 * A remote only asks, saying where from; the host's player-action pipeline syncs the change with
 * the API and answers with a new 'favourites:changed', which is what the heart then shows (no
 * optimistic copy to drift).
 */
export function useToggleFavourite(): (game: Game, favourite: boolean) => void {
  const bus = useBus();
  const source = useActionSource();
  return useCallback(
    (game: Game, favourite: boolean) => bus.emit('favourites:toggleRequested', { gameKey: game.key, favourite, source }),
    [bus, source],
  );
}
