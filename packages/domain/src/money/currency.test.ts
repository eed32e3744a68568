import { currencyCode, displayCurrency } from './currency';

describe('currencyCode', () => {
  test.each<[string | null | undefined, string | null]>([
    ['EUR', 'EUR'],
    [' eur ', 'EUR'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['euro', null],
    ['E1R', null],
    ['$', null],
  ])('%p → %p', (value, code) => {
    expect(currencyCode(value)).toBe(code);
  });
});

describe('displayCurrency', () => {
  test.each<[string, string | null | undefined, string | null | undefined, string]>([
    ["the settings' currency wins over the reply's", 'EUR', 'KRW', 'EUR'],
    ["without one in the settings, the lobby reply's", null, 'KRW', 'KRW'],
    ['settings not published yet: the reply', undefined, 'MXN', 'MXN'],
    ['a blank settings value counts as none', '  ', 'CAD', 'CAD'],
    ['a settings value that is no code counts as none', 'euro', 'BRL', 'BRL'],
    ['codes are read in any case', 'gbp', 'KRW', 'GBP'],
    ['neither: USD (SPEC §9)', null, null, 'USD'],
    ['no lobby reply yet and no setting: USD', undefined, undefined, 'USD'],
    ['neither readable: USD', 'x', '???', 'USD'],
  ])('%s', (_case, settingsCurrency, lobbyCurrency, expected) => {
    expect(displayCurrency(settingsCurrency, lobbyCurrency)).toBe(expected);
  });
});
