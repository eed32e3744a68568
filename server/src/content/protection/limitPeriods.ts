import type { RawProtectionLimit } from '@lobby/shared';

export type LimitPeriod = RawProtectionLimit['period'];

const DAY_MS = 86_400_000;

/**
 * The start of the period `instant` falls in, in UTC: midnight, the Monday of its ISO week, the
 * first of its month. UTC rather than the player's zone: a limit is the operator's account rule
 * and must not move when the player travels or changes their device's clock.
 */
export function periodStart(period: LimitPeriod, instant: Date): Date {
  const midnight = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  switch (period) {
    case 'day':
      return new Date(midnight);
    case 'week':
      // getUTCDay() is 0 on Sunday; an ISO week starts on Monday.
      return new Date(midnight - ((instant.getUTCDay() + 6) % 7) * DAY_MS);
    case 'month':
      return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1));
  }
}

/** When a limit counting at `instant` starts again from 0: the start of the next period (resetsAt). */
export function nextPeriodStart(period: LimitPeriod, instant: Date): Date {
  const start = periodStart(period, instant);
  switch (period) {
    case 'day':
      return new Date(start.getTime() + DAY_MS);
    case 'week':
      return new Date(start.getTime() + 7 * DAY_MS);
    case 'month':
      // Date.UTC carries month 12 into January of the next year.
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  }
}

/**
 * The amount used in the period now running: what was counted, if it was counted in this
 * period, else 0 (the period it counted in is over, so nothing of it is used any more).
 */
export function usedInPeriod(
  period: LimitPeriod,
  counted: { readonly used: number; readonly from: Date },
  now: Date,
): number {
  return counted.from.getTime() >= periodStart(period, now).getTime() ? counted.used : 0;
}
