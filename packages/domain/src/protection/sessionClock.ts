const SECOND_MS = 1_000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3_600;

/** What the session clock shows at an instant, and when that changes. */
export interface SessionClockReading {
  /** "1:04:12": hours, then minutes and seconds of two digits; "0:00:00" at the start. */
  readonly text: string;
  /** Whole seconds played. */
  readonly seconds: number;
  /** In how many ms the shown second changes. */
  readonly nextChangeInMs: number;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * The session clock (issue #34) at `now` (epoch ms on the lobby's clock) for a play session that
 * began at `sessionStartedAt` (ISO 8601, the content service's). A player's clock a little
 * behind the server's reads 0:00:00 until it catches up, never a negative time; null when the
 * start cannot be read.
 */
export function sessionClockAt(sessionStartedAt: string, now: number): SessionClockReading | null {
  const start = Date.parse(sessionStartedAt);
  if (Number.isNaN(start) || !Number.isFinite(now)) return null;
  const seconds = Math.floor(Math.max(0, now - start) / SECOND_MS);
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return {
    text: `${hours}:${twoDigits(minutes)}:${twoDigits(seconds % SECONDS_PER_MINUTE)}`,
    seconds,
    nextChangeInMs: start + (seconds + 1) * SECOND_MS - now,
  };
}
