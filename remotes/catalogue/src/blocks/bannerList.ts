import type { Theme } from '@emotion/react';
import { BANNERS_PER_ROW, MIN_BANNER_WIDTH_PX, blockShare, itemArtworkLoading } from '@lobby/domain';
import type { ArtworkLoading } from '@lobby/domain';
import type { BlockWidth, Platform } from '@lobby/shared';

// The row's geometry is the domain's (bannerImageDisplay sizes the artwork from it, here and
// in the server's preload of a page's lead banner).
const MIN_BANNER_WIDTH = `${MIN_BANNER_WIDTH_PX}px`;

/** Banners a phone shows at once: one whole at MIN_BANNER_WIDTH, and the next peeking in. */
const MOBILE_BANNERS_IN_VIEW = 2;

/**
 * A banner's artwork loading: the first carries its block's (the page's largest image when
 * the page opens with banners); the others in view load eagerly, the rest when scrolled to.
 */
export function bannerLoading(
  blockLoading: ArtworkLoading,
  index: number,
  width: BlockWidth,
  platform: Platform,
): ArtworkLoading {
  if (index === 0) return blockLoading;
  const inView =
    platform === 'mobile'
      ? MOBILE_BANNERS_IN_VIEW
      : Math.max(1, Math.round(BANNERS_PER_ROW * blockShare(width, platform)));
  return itemArtworkLoading(blockLoading === 'lazy' ? 'lazy' : 'eager', index, inView);
}

/**
 * Banner and poker-banner blocks: one row, never a stack (five banners stacked on a phone
 * push every game a screen down). Up to five fit a full-width block; beyond that, or in a
 * narrow block, the row scrolls sideways and the next banner peeks in at the edge.
 */
export const bannerList = (theme: Theme) => ({
  display: 'grid',
  gridAutoFlow: 'column' as const,
  gridAutoColumns: `max(${MIN_BANNER_WIDTH}, (100% - ${BANNERS_PER_ROW - 1} * ${theme.space.sm}) / ${BANNERS_PER_ROW})`,
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto' as const,
  overscrollBehaviorX: 'contain' as const,
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'thin' as const,
  '& > li': { scrollSnapAlign: 'start' },
});
