import type { GameCodeRef } from '@lobby/domain';
import { useBus } from '@lobby/ui';
import { useCallback } from 'react';

/** A remote only asks; the host owns the launch rules (debounce, guests, platforms). */
export function useLaunchGame(): (game: GameCodeRef) => void {
  const bus = useBus();
  return useCallback(
    (game: GameCodeRef) => bus.emit('game:launchRequested', { gameCode: game.code, aggregator: game.aggregator }),
    [bus],
  );
}
