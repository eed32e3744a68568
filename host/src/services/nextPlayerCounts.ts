import {
  INDIVIDUAL_PLAYER_COUNT_REFRESH_MS,
  initialFakePlayerCount,
  nextFakePlayerCount,
  PLAYER_COUNT_CACHE_MS,
} from '@lobby/domain';
import type { StoredGamesPlayingCount, StoredPlayingCount } from '@lobby/storage';

/**
 * SPEC §9 fake player counts, one refresh step: a cache older than 24 h is generated anew;
 * otherwise a count older than 10 min moves by at most ±5 and younger ones stay, so counts
 * do not jump on every reload. Games no longer in the lobby are dropped from the cache.
 */
export function nextPlayerCounts(
  cache: StoredGamesPlayingCount | null,
  gameKeys: readonly string[],
  now: number,
  random: () => number,
): StoredGamesPlayingCount {
  const fresh = cache !== null && now - cache.generatedAtMs < PLAYER_COUNT_CACHE_MS && now >= cache.generatedAtMs;
  const counts: Record<string, StoredPlayingCount> = {};
  for (const key of gameKeys) {
    const previous = fresh ? cache.counts[key] : undefined;
    if (previous === undefined) counts[key] = { count: initialFakePlayerCount(random()), updatedAtMs: now };
    else if (now - previous.updatedAtMs >= INDIVIDUAL_PLAYER_COUNT_REFRESH_MS)
      counts[key] = { count: nextFakePlayerCount(previous.count, random()), updatedAtMs: now };
    else counts[key] = previous;
  }
  return { generatedAtMs: fresh ? cache.generatedAtMs : now, counts };
}

/** The bus payload: just the numbers by game key. */
export function countsOf(cache: StoredGamesPlayingCount): Readonly<Record<string, number>> {
  return Object.fromEntries(Object.entries(cache.counts).map(([key, { count }]) => [key, count]));
}
