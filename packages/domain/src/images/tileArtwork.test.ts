import { firstRowTiles, tileViewportShare, type TileLayout } from './tileArtwork';

const slider: TileLayout = { kind: 'slider' };
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
    ['desktop', grid(5), 5],
    ['mobile', grid(6), 3],
  ] as const)('%s, %p -> %p', (platform, layout, expected) => {
    expect(firstRowTiles(platform, layout)).toBe(expected);
  });
});
