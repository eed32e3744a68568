import type { GameCodeRef } from '@lobby/domain';
import type { PlayMode } from '@lobby/shared';
import { useBus } from '@lobby/ui';
import { useCallback } from 'react';
import { useActionSource } from './useActionSource';

/**
 * A remote only asks, saying where from and for which money (real by default, fun for a
 * demo, issue #34); the launch flow's owner applies the rules (debounce, the player-action
 * gate, platforms).
 */
export function useLaunchGame(): (game: GameCodeRef, mode?: PlayMode) => void {
  const bus = useBus();
  const source = useActionSource();
  return useCallback(
    (game: GameCodeRef, mode: PlayMode = 'real') =>
      bus.emit('game:launchRequested', {
        gameCode: game.code,
        aggregator: game.aggregator,
        source,
        ...(mode === 'fun' ? { mode } : {}),
      }),
    [bus, source],
  );
}
