import { normaliseGameKey } from './gameKey';

/**
 * A game key as favourites are compared: the host sends keys as the API stores them
 * ('oryx:X'), while lookups by code are case-insensitive (SPEC §3), so both sides are
 * normalised and lower-cased. Null when the key names no game.
 */
export function comparableGameKey(key: string): string | null {
  return normaliseGameKey(key)?.toLowerCase() ?? null;
}

/** The favourite keys, comparable, for membership tests; unusable keys are skipped. */
export function favouriteKeySet(keys: readonly string[] | undefined): ReadonlySet<string> {
  const set = new Set<string>();
  for (const key of keys ?? []) {
    const comparable = comparableGameKey(key);
    if (comparable !== null) set.add(comparable);
  }
  return set;
}

/** Whether a game is among the favourites, given the set favouriteKeySet built. */
export function isFavouriteKey(favourites: ReadonlySet<string>, gameKey: string): boolean {
  const comparable = comparableGameKey(gameKey);
  return comparable !== null && favourites.has(comparable);
}
