import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  test.each([
    [1234.5, 'EUR', 'en', '€1,234.50'],
    [1234.5, 'eur', 'en', '€1,234.50'],
    [0, null, 'en', '$0.00'],
    [10, undefined, 'en', '$10.00'],
    [10, '', 'en', '$10.00'],
    [10, 'not-a-currency', 'en', '$10.00'],
    [Number.NaN, 'USD', 'en', '$0.00'],
  ])('%s %s (%s) → %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });

  test('uses the locale for separators', () => {
    expect(formatMoney(1234.5, 'EUR', 'fr')).toMatch(/1\s?234,50\s?€/);
  });
});
