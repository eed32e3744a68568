import { LOCALES } from '@lobby/shared';
import type { Locale } from '@lobby/shared';
import { formatNumber, formatPercent } from './formatNumber';

/** Intl separates with no-break spaces (U+00A0, U+202F); the tables spell them as plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  // Every lobby locale, in its own digit grouping and decimal mark.
  const byLocale: ReadonlyArray<[Locale, string]> = [
    ['en', '1,234,567.5'],
    ['es', '1.234.567,5'],
    ['es-mx', '1,234,567.5'],
    ['pt', '1.234.567,5'],
    ['fr', '1 234 567,5'],
    ['ja', '1,234,567.5'],
    ['vi', '1.234.567,5'],
    ['ko', '1,234,567.5'],
    ['th', '1,234,567.5'],
    ['ms', '1,234,567.5'],
    ['zh-TW', '1,234,567.5'],
    ['zh-CN', '1,234,567.5'],
    ['fi', '1 234 567,5'],
    ['pl', '1 234 567,5'],
    ['id', '1.234.567,5'],
    ['ru', '1 234 567,5'],
  ];

  test('the table covers every lobby locale', () => {
    expect(byLocale.map(([locale]) => locale).sort()).toEqual([...LOCALES].sort());
  });

  test.each(byLocale)('1234567.5 in %s → %s', (locale, expected) => {
    expect(plainSpaces(formatNumber(1234567.5, locale))).toBe(expected);
  });

  test.each<[string, number, string, string]>([
    ['a small count', 7, 'en', '7'],
    ['zero', 0, 'fr', '0'],
    ['a four-digit count, grouped in en', 1234, 'en', '1,234'],
    ['a four-digit count, not grouped in es (minimum grouping)', 1234, 'es', '1234'],
    ['a four-digit count, grouped in fr', 1234, 'fr', '1 234'],
    ['NaN reads as 0', Number.NaN, 'en', '0'],
    ['Infinity reads as 0', Number.POSITIVE_INFINITY, 'en', '0'],
    ['a malformed locale falls back to en', 1234, 'en_US', '1,234'],
  ])('%s', (_case, value, locale, expected) => {
    expect(plainSpaces(formatNumber(value, locale))).toBe(expected);
  });
});

describe('formatPercent', () => {
  test.each<[number, string, string]>([
    [24, 'en', '24%'],
    [0, 'en', '0%'],
    [100, 'en', '100%'],
    [24, 'fr', '24 %'],
    [24, 'fi', '24 %'],
    [24, 'ru', '24 %'],
    [24, 'es', '24 %'],
    [24, 'pl', '24%'],
    [24, 'ja', '24%'],
    [Number.NaN, 'en', '0%'],
    [24, 'not a locale!', '24%'],
  ])('%s in %s → %s', (percent, locale, expected) => {
    expect(plainSpaces(formatPercent(percent, locale))).toBe(expected);
  });
});
