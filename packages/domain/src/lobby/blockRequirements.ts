import type { BlockType } from '@lobby/shared';

/** What a block must still contain after normalisation to be shown at all. */
export type BlockContentRequirement = 'games' | 'banners' | 'pokerBanners' | 'suppliers' | null;

/**
 * SPEC §3: "Blocks lacking games or banners (for types that need them) are dropped."
 * favorites, recent and freespin are filled per player at run time (favourites, history,
 * free rounds), and navigation carries links, so an empty list is normal for them.
 * A providers block with no supplier left is dropped too, since it would render nothing.
 */
export const BLOCK_CONTENT_REQUIREMENTS: { readonly [T in BlockType]: BlockContentRequirement } = {
  banner: 'banners',
  'poker-banner': 'pokerBanners',
  standard: 'games',
  grid: 'games',
  firstDouble: 'games',
  featured: 'games',
  providers: 'suppliers',
  favorites: null,
  recent: null,
  freespin: null,
  navigation: null,
};

export function hasRequiredContent(block: {
  readonly type: BlockType;
  readonly games: readonly unknown[];
  readonly banners: readonly unknown[];
  readonly pokerBanners: readonly unknown[];
  readonly suppliers: readonly unknown[];
}): boolean {
  const requirement = BLOCK_CONTENT_REQUIREMENTS[block.type];
  return requirement === null || block[requirement].length > 0;
}
