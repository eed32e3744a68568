import { pathBelowPlatform, pathPlatform, withFixedPlatform } from './fixedPlatform';
import { DEFAULT_SETTINGS } from './schema';

describe('withFixedPlatform', () => {
  test('without a prefix the settings stay as they are', () => {
    const settings = { ...DEFAULT_SETTINGS, platform: 'mobile' as const };
    expect(withFixedPlatform(settings, null)).toBe(settings);
  });

  test('the prefix overrides the settings platform', () => {
    expect(withFixedPlatform({ ...DEFAULT_SETTINGS, platform: 'desktop' }, 'mobile').platform).toBe('mobile');
  });
});

describe('pathPlatform', () => {
  test.each([
    ['/', null],
    ['', null],
    ['/slots', null],
    ['/desktop', 'desktop'],
    ['/desktop/games/bragg%3Ag1', 'desktop'],
    ['/mobile/', 'mobile'],
    ['/mobiles/slots', null],
    ['/Mobile/slots', null],
  ] as const)('%s → %s', (pathname, platform) => {
    expect(pathPlatform(pathname)).toBe(platform);
  });
});

describe('pathBelowPlatform', () => {
  test.each([
    ['/', '/'],
    ['/slots', '/slots'],
    ['/mobile', '/'],
    ['/mobile/', '/'],
    ['/desktop/games/bragg%3Ag1', '/games/bragg%3Ag1'],
    ['/mobiles/slots', '/mobiles/slots'],
  ])('%s → %s', (pathname, below) => {
    expect(pathBelowPlatform(pathname)).toBe(below);
  });
});
