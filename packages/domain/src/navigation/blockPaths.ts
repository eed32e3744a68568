import type { BlockType } from '@lobby/shared';

/**
 * Block types that never have a listing of their own, whatever their 'more' flag says:
 * banners and navigation are not game lists, providers link to provider pages.
 */
export const NO_LISTING_BLOCK_TYPES: readonly BlockType[] = ['banner', 'poker-banner', 'navigation', 'providers'];

export interface ListableBlock {
  readonly id: string;
  readonly type: BlockType;
  readonly heading: string;
  readonly showMore: boolean;
}

/** Whether a block has a listing screen to go to (SPEC §2 "block targets"). */
export function hasListing(block: Pick<ListableBlock, 'type' | 'showMore'>): boolean {
  return block.showMore && !NO_LISTING_BLOCK_TYPES.includes(block.type);
}

/**
 * SPEC §2 routes: recent and favourites blocks have their own screens, every other
 * block's games are shown by the listing widget (query: heading, from).
 */
export function blockListingPath(block: Pick<ListableBlock, 'id' | 'type' | 'heading'>, from?: string): string {
  const id = encodeURIComponent(block.id);
  if (block.type === 'recent') return `/recent/${id}`;
  if (block.type === 'favorites') return `/favorites/${id}`;
  const query = new URLSearchParams({ heading: block.heading });
  if (from !== undefined && from !== '') query.set('from', from);
  return `/listing-widget/${id}?${query.toString()}`;
}

/**
 * The inverse of blockListingPath for the player's own lists: the block a
 * /favorites/{id} or /recent/{id} screen was opened for, when the id names a block of that
 * type (another type's id, or a block no longer in the lobby, names none).
 */
export function playerListBlock<B extends Pick<ListableBlock, 'id' | 'type'>>(
  blocks: readonly B[],
  type: Extract<BlockType, 'favorites' | 'recent'>,
  id: string | undefined,
): B | undefined {
  return id === undefined ? undefined : blocks.find((block) => block.type === type && block.id === id);
}
