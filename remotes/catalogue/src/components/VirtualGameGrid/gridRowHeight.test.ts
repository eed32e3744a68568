import { gridRowHeight } from './gridRowHeight';

describe('gridRowHeight', () => {
  test.each([
    // 7 columns of (1096 - 6·8) / 7 = 149.71… px square art, 64 px caption, 12 px gap.
    [1096, 7, 'default', 226],
    [1096, 7, 'imageTile', 162],
    [1096, 3, 'featured', 215],
    [1096, 3, 'contentOverlay', 492],
    [0, 7, 'default', 76],
  ] as const)('%p px, %p per row, %p -> %p', (width, tilesPerRow, cardStyle, expected) => {
    expect(gridRowHeight({ width, tilesPerRow, cardStyle, columnGapPx: 8, rowGapPx: 12 })).toBe(expected);
  });
});
