import { useActionSource, usePlayerActions } from '@lobby/connected';
import { useEffect } from 'react';

/**
 * A search counts once its results have stood this long: a player typing "book" makes one
 * search, not four. Not in the SPEC; about the pause between words when typing on a phone.
 */
export const SEARCH_SETTLED_MS = 1000;
/** Searches are short; a longer text is cut before it is tracked. */
const MAX_TRACKED_QUERY = 100;

/**
 * Tracks a search (issue #33 analytics) once its results have settled: its text, how many
 * games it found and where it was made. The timer is all a keystroke costs.
 */
export function useTrackSearch(query: string, total: number | null): void {
  const { track } = usePlayerActions();
  const source = useActionSource();
  useEffect(() => {
    if (total === null) return undefined;
    const timer = setTimeout(
      () => track('search', { query: query.trim().slice(0, MAX_TRACKED_QUERY), results: total, screen: source.screen }),
      SEARCH_SETTLED_MS,
    );
    return () => clearTimeout(timer);
  }, [track, source, query, total]);
}
