import { LOCALES } from '@lobby/shared';
import type { Locale } from '@lobby/shared';
import { formatMoney } from './formatMoney';

/** Intl separates with no-break spaces (U+00A0, U+202F); the tables spell them as plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  test.each([
    [1234.5, 'EUR', 'en', '€1,234.50'],
    [1234.5, 'eur', 'en', '€1,234.50'],
    [0, null, 'en', '$0.00'],
    [10, undefined, 'en', '$10.00'],
    [10, '', 'en', '$10.00'],
    [10, 'not-a-currency', 'en', '$10.00'],
    [Number.NaN, 'USD', 'en', '$0.00'],
    [1234.5, 'KRW', 'ko', '₩1,235'],
    [1234.5, 'EUR', 'en_US', '€1,234.50'],
  ])('%s %s (%s) → %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });

  // Every lobby locale: its separators, and where and how it writes the currency.
  const byLocale: ReadonlyArray<[Locale, string, string]> = [
    ['en', '$1,234.50', '€1,234.50'],
    ['es', '1234,50 US$', '1234,50 €'],
    ['es-mx', 'USD 1,234.50', 'EUR 1,234.50'],
    ['pt', 'US$ 1.234,50', '€ 1.234,50'],
    ['fr', '1 234,50 $US', '1 234,50 €'],
    ['ja', '$1,234.50', '€1,234.50'],
    ['vi', '1.234,50 US$', '1.234,50 €'],
    ['ko', 'US$1,234.50', '€1,234.50'],
    ['th', 'US$1,234.50', '€1,234.50'],
    ['ms', 'USD 1,234.50', '€1,234.50'],
    ['zh-TW', 'US$1,234.50', '€1,234.50'],
    ['zh-CN', 'US$1,234.50', '€1,234.50'],
    ['fi', '1 234,50 $', '1 234,50 €'],
    ['pl', '1234,50 USD', '1234,50 €'],
    ['id', 'US$1.234,50', '€1.234,50'],
    ['ru', '1 234,50 $', '1 234,50 €'],
  ];

  test('the table covers every lobby locale', () => {
    expect(byLocale.map(([locale]) => locale).sort()).toEqual([...LOCALES].sort());
  });

  test.each(byLocale)('1234.5 in %s: %s, %s', (locale, dollars, euros) => {
    expect(plainSpaces(formatMoney(1234.5, 'USD', locale))).toBe(dollars);
    expect(plainSpaces(formatMoney(1234.5, 'EUR', locale))).toBe(euros);
  });
});
