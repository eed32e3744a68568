import { platformPrefixOf } from './platformPrefix';

describe('platformPrefixOf', () => {
  test.each([
    ['/', null, ''],
    ['/slots', null, ''],
    ['/desktop', 'desktop', '/desktop'],
    ['/desktop/games/bragg%3Ag1', 'desktop', '/desktop'],
    ['/mobile/', 'mobile', '/mobile'],
    ['/mobile/slots', 'mobile', '/mobile'],
    ['/mobiles/slots', null, ''],
    ['/Mobile/slots', null, ''],
    ['', null, ''],
  ] as const)('%s → %s', (pathname, platform, basename) => {
    expect(platformPrefixOf(pathname)).toEqual({ platform, basename });
  });
});
