import { LOCALES } from '@lobby/shared';
import type { Locale } from '@lobby/shared';
import { formatDate } from './formatDate';
import type { DateStyle } from './formatDate';

/** Intl separates with no-break spaces (U+00A0, U+202F); the tables spell them as plain ones. */
const plainSpaces = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

const AT = '2026-11-28T16:05:00Z';

describe('formatDate', () => {
  // Every lobby locale, both styles, read in UTC so the table does not depend on the machine's zone.
  const byLocale: ReadonlyArray<[Locale, string, string]> = [
    ['en', 'Nov 28', 'Nov 28, 2026, 4:05 PM'],
    ['es', '28 nov', '28 nov 2026, 16:05'],
    ['es-mx', '28 nov', '28 nov 2026, 4:05 p.m.'],
    ['pt', '28 de nov.', '28 de nov. de 2026, 16:05'],
    ['fr', '28 nov.', '28 nov. 2026, 16:05'],
    ['ja', '11月28日', '2026/11/28 16:05'],
    ['vi', '28 thg 11', '16:05 28 thg 11, 2026'],
    ['ko', '11월 28일', '2026. 11. 28. PM 4:05'],
    ['th', '28 พ.ย.', '28 พ.ย. 2569 16:05'],
    ['ms', '28 Nov', '28 Nov 2026, 4:05 PTG'],
    ['zh-TW', '11月28日', '2026年11月28日 下午4:05'],
    ['zh-CN', '11月28日', '2026年11月28日 16:05'],
    ['fi', '28.11.', '28.11.2026 klo 16.05'],
    ['pl', '28 lis', '28 lis 2026, 16:05'],
    ['id', '28 Nov', '28 Nov 2026, 16.05'],
    ['ru', '28 нояб.', '28 нояб. 2026 г., 16:05'],
  ];

  test('the table covers every lobby locale', () => {
    expect(byLocale.map(([locale]) => locale).sort()).toEqual([...LOCALES].sort());
  });

  test.each(byLocale)('%s: %s, %s', (locale, dayMonth, dateTime) => {
    expect(plainSpaces(formatDate(AT, locale, 'dayMonth', 'UTC'))).toBe(dayMonth);
    expect(plainSpaces(formatDate(AT, locale, 'dateTime', 'UTC'))).toBe(dateTime);
  });

  test.each<[string, number | string, string, DateStyle, string | undefined, string | null]>([
    ['epoch ms as well as ISO text', Date.parse(AT), 'en', 'dayMonth', 'UTC', 'Nov 28'],
    ['in the time zone given', AT, 'en', 'dateTime', 'Asia/Tokyo', 'Nov 29, 2026, 1:05 AM'],
    ['the time of day alone', AT, 'en', 'time', 'UTC', '4:05 PM'],
    ['the time of day alone, as the locale writes it', AT, 'fr', 'time', 'UTC', '16:05'],
    ['a calendar date with its year', AT, 'en', 'date', 'UTC', 'Nov 28, 2026'],
    ['a calendar date as the locale writes it', AT, 'fr', 'date', 'UTC', '28 nov. 2026'],
    ['a malformed locale falls back to en', AT, 'en_US', 'dayMonth', 'UTC', 'Nov 28'],
    ['an unreadable date is none', 'soon', 'en', 'dayMonth', 'UTC', null],
    ['NaN is none', Number.NaN, 'en', 'dateTime', 'UTC', null],
    ['past what a Date holds is none', 9e15, 'en', 'dateTime', 'UTC', null],
  ])('%s', (_case, at, locale, style, timeZone, expected) => {
    expect(plainSpaces(formatDate(at, locale, style, timeZone))).toBe(expected);
  });

  test("without a time zone, or with one Intl does not know, it is the player's own", () => {
    const own = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(AT));
    expect(formatDate(AT, 'fr', 'dateTime')).toBe(own);
    expect(formatDate(AT, 'fr', 'dateTime', 'Mars/Olympus_Mons')).toBe(own);
  });
});
