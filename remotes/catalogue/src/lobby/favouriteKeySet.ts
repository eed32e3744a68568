import { normaliseGameKey } from '@lobby/domain';

/**
 * The host sends keys as the API stores them; lookups by code are case-insensitive
 * (SPEC §3), so keys are compared normalised and lower-cased.
 */
export function comparableGameKey(key: string): string | null {
  return normaliseGameKey(key)?.toLowerCase() ?? null;
}

export function favouriteKeySet(keys: readonly string[] | undefined): ReadonlySet<string> {
  const set = new Set<string>();
  for (const key of keys ?? []) {
    const comparable = comparableGameKey(key);
    if (comparable !== null) set.add(comparable);
  }
  return set;
}
