/**
 * Whether a row may skip re-rendering: every prop the same, and its games the same games
 * in the same places (the array itself is built afresh on each render of the grid).
 */
export function sameRowProps<P extends { readonly games: readonly unknown[] }>(previous: P, next: P): boolean {
  for (const key of Object.keys(next) as (keyof P)[]) {
    if (key === 'games') continue;
    if (!Object.is(previous[key], next[key])) return false;
  }
  const { games: before } = previous;
  const { games: after } = next;
  return before.length === after.length && before.every((game, column) => game === after[column]);
}
