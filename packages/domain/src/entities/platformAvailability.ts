import type { Platform } from '@lobby/shared';

/** A block with no platform list is available everywhere. */
export function isBlockAvailableOnPlatform(
  block: { readonly platforms: readonly Platform[] },
  platform: Platform,
): boolean {
  return block.platforms.length === 0 || block.platforms.includes(platform);
}

/** A game carries one flag per layout. */
export function isGameAvailableOnPlatform(
  game: { readonly desktop: boolean; readonly mobile: boolean },
  platform: Platform,
): boolean {
  return platform === 'desktop' ? game.desktop : game.mobile;
}
