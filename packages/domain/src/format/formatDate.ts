import { intlFormatter } from './intlFormatter';

/**
 * How an instant is shown: `dayMonth` a day of the year ("Nov 28", "28 nov.", "11月28日"),
 * `dateTime` a full date and time of day ("Nov 28, 2026, 4:05 PM", "28 nov. 2026, 16:05"),
 * `time` the time of day alone ("4:05 PM", "16:05"), for instants of the same day, `date` a
 * calendar date with its year ("Nov 28, 2026", "28 nov. 2026"), e.g. a game's release.
 */
export type DateStyle = 'dayMonth' | 'dateTime' | 'time' | 'date';

const OPTIONS: { readonly [S in DateStyle]: Intl.DateTimeFormatOptions } = {
  dayMonth: { day: 'numeric', month: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  date: { dateStyle: 'medium' },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (epoch ms or an ISO 8601 date-time) in the player's locale and `style`, in the
 * player's time zone unless `timeZone` names one; null when the instant cannot be read.
 */
export function formatDate(at: number | string, locale: string, style: DateStyle, timeZone?: string): string | null {
  const instant = new Date(typeof at === 'number' ? at : Date.parse(at));
  // NaN, or past the ±8.64e15 ms a Date can hold: Intl would throw.
  if (Number.isNaN(instant.getTime())) return null;
  const format = intlFormatter(dateFormats, locale, `${style}\u0000${timeZone ?? ''}`, (tag) => {
    try {
      return new Intl.DateTimeFormat(tag, { ...OPTIONS[style], timeZone });
    } catch {
      // An unknown time zone: the player's own.
      return new Intl.DateTimeFormat(tag, OPTIONS[style]);
    }
  });
  return format.format(instant);
}
