import { DEFAULT_SETTINGS } from '@lobby/domain';
import { platformPrefixOf, withFixedPlatform } from './platformPrefix';

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

describe('withFixedPlatform', () => {
  test('without a prefix the settings stay as they are', () => {
    const settings = { ...DEFAULT_SETTINGS, platform: 'mobile' as const };
    expect(withFixedPlatform(settings, null)).toBe(settings);
  });

  test('the prefix overrides the settings platform', () => {
    expect(withFixedPlatform({ ...DEFAULT_SETTINGS, platform: 'desktop' }, 'mobile').platform).toBe('mobile');
  });
});
