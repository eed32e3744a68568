import type { Game } from '@lobby/domain';
import { useBus } from '@lobby/ui';
import { useCallback } from 'react';

/**
 * A remote only asks; the host syncs the change with the API and answers with a new
 * 'favourites:changed', which is what the heart then shows (no optimistic copy to drift).
 */
export function useToggleFavourite(): (game: Game, favourite: boolean) => void {
  const bus = useBus();
  return useCallback(
    (game: Game, favourite: boolean) => bus.emit('favourites:toggleRequested', { gameKey: game.key, favourite }),
    [bus],
  );
}
