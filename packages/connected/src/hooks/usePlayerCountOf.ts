import { playerCountOf, type Game } from '@lobby/domain';
import { useBus, useBusValue } from '@lobby/ui';
import { useCallback, useEffect } from 'react';

/**
 * Live player counts from the host (SPEC §3 "players per game"), falling back to the count
 * the lobby response carried for games the host has no live figure for (or before its first
 * emission). For sorting by what the tiles show; a tile itself uses usePlayerCount.
 */
export function usePlayerCountOf(): (game: Game) => number {
  const counts = useBusValue('playerCounts:changed');
  return useCallback((game: Game) => playerCountOf(counts, game.key) ?? game.playingCount, [counts]);
}

/**
 * The count a tile shows. A game shown without a live count yet (a listing's, a search
 * result's: games the lobby reply does not carry) asks the host for one, so every tile counts
 * by the same rule (SPEC §9) wherever it is; until it comes, the game's own count.
 */
export function usePlayerCount(game: Game): number {
  const bus = useBus();
  const live = playerCountOf(useBusValue('playerCounts:changed'), game.key);
  const known = live !== undefined;
  useEffect(() => {
    if (!known) bus.emit('playerCounts:requested', { keys: [game.key] });
  }, [bus, game.key, known]);
  return live ?? game.playingCount;
}
