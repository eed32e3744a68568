import type { Platform } from '@lobby/shared';
import { isBlockAvailableOnPlatform, isGameAvailableOnPlatform } from './platformAvailability';

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

describe('isGameAvailableOnPlatform', () => {
  test.each<[boolean, boolean, Platform, boolean]>([
    [true, false, 'desktop', true],
    [true, false, 'mobile', false],
    [false, true, 'mobile', true],
    [false, false, 'desktop', false],
  ])('desktop %p mobile %p on %p -> %p', (desktop, mobile, platform, expected) => {
    expect(isGameAvailableOnPlatform({ desktop, mobile }, platform)).toBe(expected);
  });
});
