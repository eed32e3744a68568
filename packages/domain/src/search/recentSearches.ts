import { foldSearchText } from './foldSearchText';

/** How many recent searches are kept (SPEC §3 local storage: recent searches, guest recent searches). */
export const RECENT_SEARCHES_MAX = 8;

/**
 * The recent searches after `query`: it first (trimmed), the same query compared folded not twice
 * ("Olympus" replaces "olympus "), at most RECENT_SEARCHES_MAX. A blank query changes nothing.
 */
export function rememberSearch(recent: readonly string[], query: string): readonly string[] {
  const trimmed = query.trim();
  if (trimmed === '') return recent;
  const seen = new Set<string>();
  const remembered: string[] = [];
  for (const search of [trimmed, ...recent]) {
    const key = sameSearchKey(search);
    if (seen.has(key)) continue;
    seen.add(key);
    remembered.push(search);
    if (remembered.length === RECENT_SEARCHES_MAX) break;
  }
  return remembered;
}

/** Folded, or as typed when folding leaves nothing (a search of emoji only). */
function sameSearchKey(search: string): string {
  return foldSearchText(search) || search.trim();
}
