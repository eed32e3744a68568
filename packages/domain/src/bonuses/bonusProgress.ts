import type { Bonus } from '@lobby/shared';

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * What is left until a bonus expires, in its two largest units ("2 d 4 h", "3 h 5 min",
 * "12 min"). A part minute counts as a whole one, so the countdown reads "1 min" up to the
 * very end instead of "0 min" while the bonus is still valid.
 */
export type ExpiryCountdown =
  | { readonly kind: 'days'; readonly days: number; readonly hours: number; readonly nextChangeInMs: number }
  | { readonly kind: 'hours'; readonly hours: number; readonly minutes: number; readonly nextChangeInMs: number }
  | { readonly kind: 'minutes'; readonly minutes: number; readonly nextChangeInMs: number }
  | { readonly kind: 'expired' };

/** The countdown at `now` (epoch ms), or null when there is no readable expiry to count to. */
export function expiryCountdown(expiresAt: string | null, now: number): ExpiryCountdown | null {
  if (expiresAt === null) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  const remaining = end - now;
  if (remaining <= 0) return { kind: 'expired' };
  const totalMinutes = Math.ceil(remaining / MINUTE_MS);
  // The displayed minute drops when the remaining time crosses the next whole minute.
  const nextChangeInMs = remaining - (totalMinutes - 1) * MINUTE_MS;
  const days = Math.floor(totalMinutes / MINUTES_PER_DAY);
  const hours = Math.floor((totalMinutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  if (days > 0) return { kind: 'days', days, hours, nextChangeInMs };
  if (hours > 0) return { kind: 'hours', hours, minutes, nextChangeInMs };
  return { kind: 'minutes', minutes, nextChangeInMs };
}

/** How much of the wagering requirement is met, in whole percent from 0 to 100. */
export function wageringPercent({ required, done }: NonNullable<Bonus['wagering']>): number {
  if (!(required > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((done / required) * 100)));
}
