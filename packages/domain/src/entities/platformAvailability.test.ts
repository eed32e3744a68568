import type { Platform } from '@lobby/shared';
import { isBlockAvailableOnPlatform } from './platformAvailability';

describe('isBlockAvailableOnPlatform', () => {
  test.each<[readonly Platform[], Platform, boolean]>([
    [[], 'desktop', true],
    [[], 'mobile', true],
    [['desktop'], 'desktop', true],
    [['desktop'], 'mobile', false],
    [['mobile'], 'desktop', false],
    [['desktop', 'mobile'], 'mobile', true],
  ])('%p on %p -> %p', (platforms, platform, expected) => {
    expect(isBlockAvailableOnPlatform({ platforms }, platform)).toBe(expected);
  });
});
