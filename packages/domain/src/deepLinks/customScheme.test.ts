import { customSchemeAddress, isUsableCustomScheme } from './customScheme';

describe('isUsableCustomScheme', () => {
  test.each(['casinolobby', 'wpt-casino', 'app.v2+x', 'WPTGO', `a${'b'.repeat(31)}`])('accepts %s', (scheme) => {
    expect(isUsableCustomScheme(scheme)).toBe(true);
  });

  test.each([
    'javascript',
    'JavaScript',
    'vbscript',
    'data',
    'https',
    'HTTP',
    'file',
    'about',
    'blob',
    'ws',
    '',
    '1app',
    'a b',
    'x:',
    'casinolobby://',
    `a${'b'.repeat(32)}`,
  ])('refuses %p', (scheme) => {
    expect(isUsableCustomScheme(scheme)).toBe(false);
  });
});

test('customSchemeAddress', () => {
  expect(customSchemeAddress('casinolobby')).toBe('casinolobby://');
});
