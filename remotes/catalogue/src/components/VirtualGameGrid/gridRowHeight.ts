import type { CardStyle } from '@lobby/shared';

/** Height over width of each card style's artwork, as GameCard draws it. */
const ARTWORK_RATIO: { readonly [S in CardStyle]: number } = {
  default: 1,
  imageTile: 1,
  contentOverlay: 4 / 3,
  featured: 9 / 16,
};

/**
 * Room for GameCard's caption below the artwork (title and player count). Only the
 * default style puts it below; the others hide it or lay it over the image. Rounded up
 * from the type scale, so a larger root font still fits inside the reserved row.
 */
const CAPTION_BELOW_PX = 64;

export interface GridRowGeometry {
  /** The grid's inner width in pixels. */
  readonly width: number;
  readonly tilesPerRow: number;
  readonly cardStyle: CardStyle;
  readonly columnGapPx: number;
  readonly rowGapPx: number;
}

/**
 * One virtual row's height, gap included. Computed rather than measured, so every row
 * is reserved at its final size before its images load: nothing below it ever jumps.
 */
export function gridRowHeight({ width, tilesPerRow, cardStyle, columnGapPx, rowGapPx }: GridRowGeometry): number {
  const columns = Math.max(1, tilesPerRow);
  const cardWidth = Math.max(0, (width - columnGapPx * (columns - 1)) / columns);
  const caption = cardStyle === 'default' ? CAPTION_BELOW_PX : 0;
  return Math.ceil(cardWidth * ARTWORK_RATIO[cardStyle] + caption + rowGapPx);
}
