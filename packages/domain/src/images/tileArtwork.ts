import type { BlockWidth, CardStyle, ImagePair, Platform } from '@lobby/shared';
import type { Block, Game } from '../entities/types';
import { blockShare } from '../layout/layoutRules';
import { gridColumns, slidesPerView } from '../slider/sliderLayout';

/**
 * How a row of tiles is laid out: a slider (a block's, with its tiles per row and width; without
 * them, the SPEC's full-width slider), or a grid of its block's tiles per row.
 */
export type TileLayout =
  | { readonly kind: 'slider'; readonly tilesPerRow?: number; readonly blockWidth?: BlockWidth }
  | {
      readonly kind: 'grid';
      readonly tilesPerRow: number;
      readonly blockWidth: BlockWidth;
      /** The first tile spans two columns (the firstDouble block). */
      readonly firstDouble?: boolean;
    };

/**
 * A tile's share of the viewport's width, so its artwork is fetched at the size it is
 * drawn: a slider's tiles keep one size across the page; a grid's columns divide their
 * block's share of the row.
 */
export function tileViewportShare(platform: Platform, layout: TileLayout, index = 0): number {
  if (layout.kind === 'slider') {
    const share = layout.blockWidth === undefined ? 1 : blockShare(layout.blockWidth, platform);
    return share / slidesPerView(platform, { share, tilesPerRow: layout.tilesPerRow });
  }
  const share = blockShare(layout.blockWidth, platform) / gridColumns(platform, layout.tilesPerRow, null);
  return layout.firstDouble && index === 0 ? Math.min(1, share * 2) : share;
}

/** How many tiles the first row shows: the ones whose artwork is in the first viewport. */
export function firstRowTiles(platform: Platform, layout: TileLayout): number {
  if (layout.kind === 'slider') {
    const share = layout.blockWidth === undefined ? 1 : blockShare(layout.blockWidth, platform);
    return Math.ceil(slidesPerView(platform, { share, tilesPerRow: layout.tilesPerRow }));
  }
  return gridColumns(platform, layout.tilesPerRow, null);
}

type TileBlock = Pick<Block, 'type' | 'tilesPerRow' | 'width' | 'cardStyle'>;

/**
 * How a block of the catalogue's games lays out its tiles: a standard block is a slider; the
 * grid, firstDouble and featured blocks are grids of their tiles per row.
 */
export function blockTileLayout(block: TileBlock): TileLayout {
  if (block.type === 'standard') return { kind: 'slider', tilesPerRow: block.tilesPerRow, blockWidth: block.width };
  return {
    kind: 'grid',
    tilesPerRow: block.tilesPerRow,
    blockWidth: block.width,
    ...(block.type === 'firstDouble' ? { firstDouble: true } : {}),
  };
}

/** The card a block's tiles are drawn as: a featured block's 'default' is the featured card. */
export function blockCardStyle(block: TileBlock): CardStyle {
  return block.type === 'featured' && block.cardStyle === 'default' ? 'featured' : block.cardStyle;
}

/** The artwork a game's tile draws: the featured card its wide artwork when it has one. */
export function tileImage(game: Pick<Game, 'image' | 'featuredImage'>, cardStyle: CardStyle): ImagePair | null {
  return cardStyle === 'featured' ? (game.featuredImage ?? game.image) : game.image;
}
