import type { Game } from '@lobby/domain';
import { useBusValue } from '@lobby/ui';
import { useCallback } from 'react';

/**
 * Live player counts from the host, falling back to the count the lobby response carried
 * for games the host has no live figure for (or before its first emission).
 */
export function usePlayerCountOf(): (game: Game) => number {
  const counts = useBusValue('playerCounts:changed');
  return useCallback((game: Game) => counts?.[game.key] ?? game.playingCount, [counts]);
}
