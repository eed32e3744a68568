import { INDIVIDUAL_PLAYER_COUNT_REFRESH_MS, PLAYER_COUNT_CACHE_MS } from '../constants/playerCounts';
import { comparableGameKey } from '../entities/gameKey';
import {
  applyPlayerCountChange,
  initialFakePlayerCount,
  nextFakePlayerCount,
  type PlayerCountChange,
} from './fakePlayerCount';

export interface PlayerCountEntry {
  readonly count: number;
  /** When the count was last set (epoch ms): SPEC §9's 10 minutes run from here. */
  readonly updatedAtMs: number;
}

/** The counts the lobby shows, as the games-playing-count storage key keeps them (SPEC §3, §9). */
export interface PlayerCountCache {
  /** When the cache was generated (epoch ms): SPEC §9's 24 hours run from here. */
  readonly generatedAtMs: number;
  /** By comparable game key (comparableGameKey), so any spelling of a game's key finds its count. */
  readonly counts: Readonly<Record<string, PlayerCountEntry>>;
}

const isFresh = (cache: PlayerCountCache | null, now: number): cache is PlayerCountCache =>
  cache !== null && now >= cache.generatedAtMs && now - cache.generatedAtMs < PLAYER_COUNT_CACHE_MS;

/**
 * SPEC §9's refresh, which sets the counts of the games the lobby shows (SPEC §4 "set"): a
 * cache of 24 h or more (or one from the future) is generated anew; a game without a count
 * gets a fake one of 20–200; a count set 10 min ago or more moves by at most ±5; a younger one
 * stays, so a reload shows the same numbers. Counts of games not shown now are kept until the
 * cache is generated anew, so a listing opened again shows its numbers again. `random` gives
 * numbers in [0, 1) (Math.random in the app). Keys that name no game are left out.
 */
export function refreshPlayerCounts(
  cache: PlayerCountCache | null,
  gameKeys: Iterable<string>,
  now: number,
  random: () => number,
): PlayerCountCache {
  const fresh = isFresh(cache, now);
  const counts: Record<string, PlayerCountEntry> = fresh ? { ...cache.counts } : {};
  for (const gameKey of gameKeys) {
    const key = comparableGameKey(gameKey);
    if (key === null) continue;
    const previous = counts[key];
    if (previous === undefined) counts[key] = { count: initialFakePlayerCount(random()), updatedAtMs: now };
    else if (now - previous.updatedAtMs >= INDIVIDUAL_PLAYER_COUNT_REFRESH_MS)
      counts[key] = { count: nextFakePlayerCount(previous.count, random()), updatedAtMs: now };
  }
  return { generatedAtMs: fresh ? cache.generatedAtMs : now, counts };
}

/**
 * SPEC §4: one game's count changes by increment (a player joins: this one launching it),
 * decrement (one leaves: this one closing it) or set (a count given for it), never below 0.
 * Only a game that has a count changes by a step; its 10 minutes keep running from when it
 * was set. A set starts them again. A key that names no game changes nothing.
 */
export function changePlayerCount(
  cache: PlayerCountCache | null,
  gameKey: string,
  change: PlayerCountChange,
  now: number,
): PlayerCountCache | null {
  const key = comparableGameKey(gameKey);
  if (key === null) return cache;
  const previous = cache?.counts[key];
  if (change.kind !== 'set' && previous === undefined) return cache;
  const entry: PlayerCountEntry =
    change.kind === 'set'
      ? { count: applyPlayerCountChange(previous?.count ?? 0, change), updatedAtMs: now }
      : { count: applyPlayerCountChange(previous?.count ?? 0, change), updatedAtMs: previous?.updatedAtMs ?? now };
  return { generatedAtMs: cache?.generatedAtMs ?? now, counts: { ...cache?.counts, [key]: entry } };
}

/** The numbers by comparable game key (what the lobby shows), from the cache. */
export function playerCountsOf(cache: PlayerCountCache): Readonly<Record<string, number>> {
  return Object.fromEntries(Object.entries(cache.counts).map(([key, { count }]) => [key, count]));
}

/** A game's count among `counts` (playerCountsOf's), whatever the spelling of its key; undefined when it has none. */
export function playerCountOf(
  counts: Readonly<Record<string, number>> | undefined,
  gameKey: string,
): number | undefined {
  if (counts === undefined) return undefined;
  const key = comparableGameKey(gameKey);
  return key === null ? undefined : counts[key];
}
