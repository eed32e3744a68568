import type { Platform } from '@lobby/shared';

/** A block with no platform list is available everywhere. */
export function isBlockAvailableOnPlatform(
  block: { readonly platforms: readonly Platform[] },
  platform: Platform,
): boolean {
  return block.platforms.length === 0 || block.platforms.includes(platform);
}
