import type { RecentGame } from '@lobby/shared';

/**
 * The games played in this play session (issue #34's reality check history): the recent games
 * played at or after `sessionStartedAt`, newest first. Empty when the start cannot be read.
 */
export function gamesPlayedInSession(recent: readonly RecentGame[], sessionStartedAt: string): readonly RecentGame[] {
  const start = Date.parse(sessionStartedAt);
  if (Number.isNaN(start)) return [];
  return recent
    .filter((entry) => entry.playedTimestampMs >= start)
    .sort((a, b) => b.playedTimestampMs - a.playedTimestampMs);
}
