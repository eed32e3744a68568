import type { BlockType, Platform } from '@lobby/shared';
import { isBlockAvailableOnPlatform } from '../entities/platformAvailability';

/**
 * When an image is fetched: 'high' is the page's largest first paint (eager, and ahead of
 * everything else the browser has queued), 'eager' is in the first viewport, 'lazy' waits
 * until it nears the viewport.
 */
export type ArtworkLoading = 'high' | 'eager' | 'lazy';

/** Blocks that draw the catalogue's own artwork whatever the player (banners and tiles). */
const ARTWORK_BLOCKS: ReadonlySet<BlockType> = new Set([
  'banner',
  'poker-banner',
  'standard',
  'grid',
  'firstDouble',
  'featured',
]);

/**
 * About how many artwork blocks a first viewport holds: a banner row and one tile row on a
 * 1280 × 720 desktop, a banner and a row and a half of tiles on a 390 × 844 phone.
 */
const FIRST_VIEWPORT_BLOCKS = 2;

interface PageBlock {
  readonly id: string;
  readonly type: BlockType;
  readonly platforms: readonly Platform[];
}

/**
 * Each block's loading on a page: the first block that draws artwork carries the page's
 * largest image (its first banner, or its first row of tiles when the page opens with
 * games), so it goes first; the next is eager; the rest, and any block not shown on this
 * platform, lazy.
 */
export function blockArtworkLoading(
  blocks: readonly PageBlock[],
  platform: Platform,
): ReadonlyMap<string, ArtworkLoading> {
  const loading = new Map<string, ArtworkLoading>();
  const shown = blocks.filter((block) => ARTWORK_BLOCKS.has(block.type) && isBlockAvailableOnPlatform(block, platform));
  shown
    .slice(0, FIRST_VIEWPORT_BLOCKS)
    .forEach((block, index) => loading.set(block.id, index === 0 ? 'high' : 'eager'));
  return loading;
}

/** An item's loading in its block: the block's for its first row (`firstRow` items), lazy after. */
export function itemArtworkLoading(block: ArtworkLoading, index: number, firstRow: number): ArtworkLoading {
  return index < firstRow ? block : 'lazy';
}
