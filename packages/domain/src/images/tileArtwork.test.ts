import type { BlockType, CardStyle } from '@lobby/shared';
import {
  blockCardStyle,
  blockTileLayout,
  firstRowTiles,
  tileImage,
  tileViewportShare,
  type TileLayout,
} from './tileArtwork';

const slider: TileLayout = { kind: 'slider' };
const blockSlider = (tilesPerRow: number, blockWidth: 'full' | 'half' | 'third' | 'quarter' = 'full'): TileLayout => ({
  kind: 'slider',
  tilesPerRow,
  blockWidth,
});
const grid = (
  tilesPerRow: number,
  blockWidth: 'full' | 'half' | 'third' | 'quarter' = 'full',
  firstDouble = false,
): TileLayout => ({
  kind: 'grid',
  tilesPerRow,
  blockWidth,
  firstDouble,
});

describe('tileViewportShare', () => {
  test.each([
    ['desktop', slider, 0, 1 / 7],
    ['mobile', slider, 0, 1 / 3.25],
    // A slider block's tiles per row (SPEC §2) sizes its tiles; a narrow block never more than a full row's.
    ['desktop', blockSlider(5), 0, 1 / 5],
    ['desktop', blockSlider(7), 0, 1 / 7],
    ['desktop', blockSlider(3, 'quarter'), 0, 1 / 7],
    ['desktop', blockSlider(3, 'half'), 0, 1 / 6],
    ['mobile', blockSlider(5), 0, 1 / 3.25],
    ['desktop', grid(5), 0, 1 / 5],
    ['desktop', grid(6, 'half'), 3, 1 / 12],
    ['mobile', grid(7), 0, 1 / 3],
    ['mobile', grid(7, 'quarter'), 0, 1 / 3],
    ['desktop', grid(6, 'full', true), 0, 1 / 3],
    ['desktop', grid(6, 'full', true), 1, 1 / 6],
  ] as const)('%s, %p, tile %p -> %p', (platform, layout, index, expected) => {
    expect(tileViewportShare(platform, layout, index)).toBeCloseTo(expected, 6);
  });
});

describe('firstRowTiles', () => {
  test.each([
    ['desktop', slider, 7],
    ['mobile', slider, 4],
    ['desktop', blockSlider(5), 5],
    ['desktop', blockSlider(3, 'quarter'), 2],
    ['mobile', blockSlider(6), 4],
    ['desktop', grid(5), 5],
    ['mobile', grid(6), 3],
  ] as const)('%s, %p -> %p', (platform, layout, expected) => {
    expect(firstRowTiles(platform, layout)).toBe(expected);
  });
});

describe('blockTileLayout and blockCardStyle', () => {
  const halfGrid = { kind: 'grid', tilesPerRow: 6, blockWidth: 'half' } as const;
  const halfSlider = { kind: 'slider', tilesPerRow: 6, blockWidth: 'half' } as const;
  const tileBlock = (type: BlockType, cardStyle: CardStyle = 'default') => ({
    type,
    tilesPerRow: 6 as const,
    width: 'half' as const,
    cardStyle,
  });
  test.each([
    [tileBlock('standard'), halfSlider, 'default'],
    [tileBlock('standard', 'imageTile'), halfSlider, 'imageTile'],
    [tileBlock('grid', 'contentOverlay'), halfGrid, 'contentOverlay'],
    [tileBlock('firstDouble'), { ...halfGrid, firstDouble: true }, 'default'],
    [tileBlock('featured'), halfGrid, 'featured'],
    [tileBlock('featured', 'imageTile'), halfGrid, 'imageTile'],
  ] as const)('%p -> %p, %p', (block, layout, cardStyle) => {
    expect(blockTileLayout(block)).toEqual(layout);
    expect(blockCardStyle(block)).toBe(cardStyle);
  });
});

describe('tileImage', () => {
  const image = { desktop: '/images/a/desktop.svg', mobile: null };
  const featuredImage = { desktop: '/images/a/featured-desktop.svg', mobile: null };
  test.each([
    ['default', { image, featuredImage }, image],
    ['imageTile', { image, featuredImage }, image],
    ['featured', { image, featuredImage }, featuredImage],
    ['featured', { image, featuredImage: null }, image],
  ] as const)('%s card of %p -> %p', (cardStyle, game, expected) => {
    expect(tileImage(game, cardStyle)).toEqual(expected);
  });
});
