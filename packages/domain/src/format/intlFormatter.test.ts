import { intlFormatter } from './intlFormatter';

describe('intlFormatter', () => {
  test('makes a formatter once per locale and kind, then reuses it', () => {
    const cache = new Map<string, string>();
    const make = jest.fn((locale: string) => `made for ${locale}`);
    expect(intlFormatter(cache, 'fr', 'decimal', make)).toBe('made for fr');
    expect(intlFormatter(cache, 'fr', 'decimal', make)).toBe('made for fr');
    expect(intlFormatter(cache, 'fr', 'percent', make)).toBe('made for fr');
    expect(make).toHaveBeenCalledTimes(2);
  });

  test("a locale the maker refuses gets the fallback locale's formatter", () => {
    const make = (locale: string) => new Intl.NumberFormat(locale).resolvedOptions().locale;
    expect(intlFormatter(new Map(), 'en_US', 'decimal', make)).toBe('en');
  });

  test('keeps at most 16 formatters of a kind, dropping the oldest', () => {
    const cache = new Map<string, string>();
    for (let index = 0; index < 20; index += 1) intlFormatter(cache, `l${index}`, 'decimal', (locale) => locale);
    expect(cache.size).toBe(16);
    expect([...cache.values()][0]).toBe('l4');
  });
});
