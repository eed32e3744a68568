import type { RecentGame } from '@lobby/shared';
import { comparableGameKey } from './gameKey';

/**
 * SPEC §3 "Recent game entry", newest first: the service's list merged with plays it may not
 * have recorded yet (this session's launches). A game appears once, at its latest play; keys
 * that name the same game ('oryx:X', 'bragg:x') count as one. Ties keep the earlier list's order.
 */
export function mergeRecentGames(...lists: readonly (readonly RecentGame[])[]): RecentGame[] {
  const latest = new Map<string, RecentGame>();
  for (const entry of lists.flat()) {
    const key = comparableGameKey(entry.gameId) ?? entry.gameId;
    const known = latest.get(key);
    if (known === undefined || entry.playedTimestampMs > known.playedTimestampMs) latest.set(key, entry);
  }
  return [...latest.values()].sort((a, b) => b.playedTimestampMs - a.playedTimestampMs);
}
