import { contentPagePath, providerGamesPath, withBasePath } from './paths';

describe('catalogue paths', () => {
  test.each([
    ['', '/slots', '/slots'],
    ['/casino', '/slots', '/casino/slots'],
    ['/casino/', '/slots', '/casino/slots'],
    ['/casino', 'slots', '/casino/slots'],
  ])('withBasePath(%p, %p) -> %p', (base, path, expected) => {
    expect(withBasePath(base, path)).toBe(expected);
  });

  test('encodes slugs and provider codes', () => {
    expect(contentPagePath('a b')).toBe('/a%20b');
    expect(providerGamesPath('x/y')).toBe('/provider-games/x%2Fy');
  });
});
