import type { GameRef, LobbyBus } from '@lobby/shared';
import { useBus } from '@lobby/ui';
import { useEffect } from 'react';

/**
 * While the component lives, `game` is the active game: the host refuses shell
 * navigation meanwhile (SPEC §2). A game route opened directly (a link, a reload, a pop-up's
 * own window) tells the shell 'openCasinoGame'; one reached through a launch was already made
 * active and announced ('launchCasinoGame') by the launch, so it is not announced twice.
 * Depends on the two strings, not the object, so a re-render does not re-announce the game.
 */
export function useActiveGame(game: GameRef | null): void {
  const bus = useBus();
  const gameCode = game?.gameCode ?? null;
  const aggregator = game?.aggregator ?? null;
  useEffect(() => {
    if (gameCode === null || aggregator === null) return undefined;
    const ref: GameRef = { gameCode, aggregator };
    const current = activeGame(bus);
    if (current?.gameCode !== gameCode || current.aggregator !== aggregator) {
      bus.emit('game:activeChanged', ref);
      bus.emit('shell:sendRequested', { type: 'openCasinoGame', payload: ref });
    }
    return () => {
      // 'Back to lobby' may have cleared it already; a second null would be a false fact.
      if (activeGame(bus) !== null) bus.emit('game:activeChanged', null);
    };
  }, [bus, gameCode, aggregator]);
}

/** The bus's replayed active game (a function so the hooks lint does not take `current` for a React ref). */
function activeGame(bus: LobbyBus): GameRef | null {
  return bus.current('game:activeChanged') ?? null;
}
