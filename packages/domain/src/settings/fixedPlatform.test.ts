import { withFixedPlatform } from './fixedPlatform';
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
