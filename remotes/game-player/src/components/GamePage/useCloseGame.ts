import { GAME_EXIT_PATH } from '@lobby/domain';
import type { GameRef } from '@lobby/shared';
import { useBus, useBusValue } from '@lobby/ui';
import { useCallback } from 'react';

/**
 * SPEC §4 closing. Desktop games run in a pop-up: the shell hears 'gamewindowclose' and the
 * window closes (a page the browser will not let us close, e.g. opened by hand, goes home
 * instead). Mobile games run on the lobby's route: the shell hears 'requestBackCasinoLobby'
 * and the player returns to the root with the exit loading on.
 */
export function useCloseGame(game: GameRef | null): () => void {
  const bus = useBus();
  const platform = useBusValue('settings:changed')?.platform ?? 'desktop';
  const gameCode = game?.gameCode ?? null;
  const aggregator = game?.aggregator ?? null;
  return useCallback(() => {
    const ref = gameCode === null || aggregator === null ? null : { gameCode, aggregator };
    if (platform === 'desktop') {
      bus.emit('shell:sendRequested', ref === null ? { type: 'gamewindowclose' } : { type: 'gamewindowclose', payload: ref });
      bus.emit('game:activeChanged', null);
      window.close();
      if (!window.closed) bus.emit('navigation:requested', { path: '/', replace: true });
      return;
    }
    bus.emit('shell:sendRequested', { type: 'requestBackCasinoLobby' });
    bus.emit('game:activeChanged', null);
    bus.emit('navigation:requested', { path: GAME_EXIT_PATH, replace: true });
  }, [bus, platform, gameCode, aggregator]);
}
