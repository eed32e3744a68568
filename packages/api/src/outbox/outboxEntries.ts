import type { StoredOutboxEntry } from '@lobby/storage';

/**
 * The action outbox's rules on its list of entries (oldest first), pure so they are tested by
 * table. A lane is what must go out one at a time, in order: one kind of write, on one game,
 * for one account. Favourites and plays of a game are separate lanes, so a recently-played
 * service that keeps failing never holds a heart back; accounts are separate so one player's
 * taps never replace another's.
 */
export function laneOf(entry: Pick<StoredOutboxEntry, 'kind' | 'userId' | 'key'>): string {
  return JSON.stringify([entry.kind, entry.userId, entry.key]);
}

/**
 * The entries once the player wants `wanted.favourite` for its game: only the latest wanted
 * state of a lane waits. Entries of the lane not `locked` (not on their way) are replaced by
 * `wanted`, and it is left out too when the lane's locked entry already asks for that state
 * (tapping back to what is being sent needs no second request).
 */
export function withFavourite(
  entries: readonly StoredOutboxEntry[],
  wanted: StoredOutboxEntry,
  locked: ReadonlySet<string>,
): readonly StoredOutboxEntry[] {
  const lane = laneOf(wanted);
  const sending = entries.find((entry) => locked.has(entry.id) && laneOf(entry) === lane);
  const others = entries.filter((entry) => locked.has(entry.id) || laneOf(entry) !== lane);
  return sending?.favourite === wanted.favourite ? others : [...others, wanted];
}

export interface BoundedOutbox {
  readonly kept: readonly StoredOutboxEntry[];
  readonly dropped: readonly StoredOutboxEntry[];
}

/**
 * At most `maxEntries` kept: the oldest plays go first (a missing line in "recently played"
 * costs less than a heart in the wrong state), then the oldest favourites; an entry on its way
 * (`locked`) is never dropped, so the list may stay over the bound while those are out.
 */
export function boundOutbox(
  entries: readonly StoredOutboxEntry[],
  maxEntries: number,
  locked: ReadonlySet<string>,
): BoundedOutbox {
  let excess = entries.length - maxEntries;
  if (excess <= 0) return { kept: entries, dropped: [] };
  const dropped = new Set<StoredOutboxEntry>();
  for (const kind of ['play', 'favourite'] as const) {
    for (const entry of entries) {
      if (excess <= 0) break;
      if (entry.kind !== kind || locked.has(entry.id)) continue;
      dropped.add(entry);
      excess -= 1;
    }
  }
  return {
    kept: entries.filter((entry) => !dropped.has(entry)),
    dropped: entries.filter((entry) => dropped.has(entry)),
  };
}
