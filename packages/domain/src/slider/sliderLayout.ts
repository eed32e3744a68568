import type { Platform } from '@lobby/shared';
import { MIN_TILE_WIDTH, SLIDER_SHOW_ALL_THRESHOLD, SLIDES_PER_VIEW } from '../constants/layout';

export interface SliderLayout {
  /** How many game tiles to render. */
  readonly visible: number;
  /** The count on the trailing 'show all' tile, or null when there is none. */
  readonly showAllCount: number | null;
}

/**
 * SPEC §2: with 12 or more games the first 11 are shown, then a 'show all' tile with the
 * count of all games; fewer are shown in full. Grids follow it too: a block never holds
 * more games than it shows without a way to the rest.
 */
export function sliderLayout(gameCount: number): SliderLayout {
  const count = Number.isFinite(gameCount) && gameCount > 0 ? Math.floor(gameCount) : 0;
  if (count >= SLIDER_SHOW_ALL_THRESHOLD) return { visible: SLIDER_SHOW_ALL_THRESHOLD - 1, showAllCount: count };
  return { visible: count, showAllCount: null };
}

export interface RowSize {
  /** The block's share of the page row: 1 full, 1/2 half, 1/3 third, 1/4 quarter. */
  readonly share?: number;
  /** The row's measured width in px; null before it is measured. */
  readonly width?: number | null;
  /** The gap between two tiles, in px. */
  readonly gap?: number;
  /** The block's tiles per row (SPEC §2: 3, 5, 6 or 7); without it, the SPEC's slider count. */
  readonly tilesPerRow?: number;
}

/** How many tiles of at least MIN_TILE_WIDTH fit in a row (fractions count for a slider). */
function tilesThatFit(platform: Platform, width: number, gap: number): number {
  // n tiles and n - 1 gaps: n * min + (n - 1) * gap <= width.
  return (width + gap) / (MIN_TILE_WIDTH[platform] + gap);
}

/**
 * SPEC §2: 7 per view on desktop; 3 on mobile plus a quarter of the next, hinting at more.
 * That is a full-width row; a narrower block shows its share of it, so tiles keep one size
 * across the page, and never so many that a tile is narrower than MIN_TILE_WIDTH. At least
 * one tile always shows.
 *
 * A slider block's tiles per row (SPEC §2: 3, 5, 6 or 7) is how many it shows across its own
 * width on desktop, as a grid block's is (gridColumns), so a block of 5 shows larger tiles than
 * one of 7; as many as fit at MIN_TILE_WIDTH once the row is measured, and before that never
 * more than the full row's 7 shared by the block's width. Mobile keeps the SPEC's 3 and a
 * quarter: every allowed value is at least 3.
 */
export function slidesPerView(
  platform: Platform,
  { share = 1, width = null, gap = 0, tilesPerRow }: RowSize = {},
): number {
  const validShare = Number.isFinite(share) && share > 0 ? Math.min(share, 1) : 1;
  const shared = SLIDES_PER_VIEW[platform] * validShare;
  const measured = width !== null && Number.isFinite(width) && width > 0;
  const perRow =
    platform === 'desktop' && tilesPerRow !== undefined && Number.isFinite(tilesPerRow) && tilesPerRow >= 1
      ? Math.floor(tilesPerRow)
      : null;
  const wanted = perRow === null ? shared : measured ? perRow : Math.min(perRow, shared);
  if (!measured) return Math.max(1, wanted);
  return Math.max(1, Math.min(wanted, tilesThatFit(platform, width, Math.max(0, gap))));
}

/**
 * A grid's columns: the block's tiles per row (SPEC §2: 3, 5, 6 or 7; on mobile no more than
 * the slider's 3 whole tiles), never more than fit at MIN_TILE_WIDTH, at least one.
 */
export function gridColumns(platform: Platform, tilesPerRow: number, width: number | null, gap = 0): number {
  const cap = platform === 'mobile' ? Math.floor(SLIDES_PER_VIEW.mobile) : Number.POSITIVE_INFINITY;
  const wanted = Math.max(1, Math.min(cap, Math.floor(tilesPerRow)));
  if (width === null || !Number.isFinite(width) || width <= 0) return wanted;
  return Math.max(1, Math.min(wanted, Math.floor(tilesThatFit(platform, width, Math.max(0, gap)))));
}
