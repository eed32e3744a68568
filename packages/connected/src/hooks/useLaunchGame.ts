import type { GameCodeRef } from '@lobby/domain';
import { useBus } from '@lobby/ui';
import { useCallback } from 'react';
import { useActionSource } from './useActionSource';

/**
 * A remote only asks, saying where from; the launch flow's owner applies the rules (debounce,
 * the player-action gate, platforms).
 */
export function useLaunchGame(): (game: GameCodeRef) => void {
  const bus = useBus();
  const source = useActionSource();
  return useCallback(
    (game: GameCodeRef) => bus.emit('game:launchRequested', { gameCode: game.code, aggregator: game.aggregator, source }),
    [bus, source],
  );
}
