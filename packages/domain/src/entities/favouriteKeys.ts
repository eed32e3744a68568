import { comparableGameKey } from './gameKey';

/**
 * The favourite keys, comparable, for membership tests: the host sends keys as the API stores
 * them ('oryx:X'), and a game is a favourite under any key naming it. Unusable keys are skipped.
 */
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
