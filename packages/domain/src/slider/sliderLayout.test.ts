import { gridColumns, sliderLayout, slidesPerView, type RowSize, type SliderLayout } from './sliderLayout';

describe('sliderLayout (SPEC §2)', () => {
  test.each<[number, SliderLayout]>([
    [0, { visible: 0, showAllCount: null }],
    [1, { visible: 1, showAllCount: null }],
    [7, { visible: 7, showAllCount: null }],
    [11, { visible: 11, showAllCount: null }],
    [12, { visible: 11, showAllCount: 12 }],
    [13, { visible: 11, showAllCount: 13 }],
    [3000, { visible: 11, showAllCount: 3000 }],
    [11.9, { visible: 11, showAllCount: null }],
    [-1, { visible: 0, showAllCount: null }],
    [Number.NaN, { visible: 0, showAllCount: null }],
    [Number.POSITIVE_INFINITY, { visible: 0, showAllCount: null }],
  ])('%p games -> %p', (count, expected) => {
    expect(sliderLayout(count)).toEqual(expected);
  });
});

describe('slidesPerView (SPEC §2, sized by block and viewport)', () => {
  test.each<['desktop' | 'mobile', RowSize, number]>([
    // Unmeasured: the SPEC's count, shared out by the block's width.
    ['desktop', {}, 7],
    ['mobile', {}, 3.25],
    ['desktop', { share: 1 / 2 }, 3.5],
    ['desktop', { share: 1 / 4 }, 1.75],
    ['desktop', { share: 0 }, 7],
    ['desktop', { share: 2 }, 7],
    ['desktop', { share: Number.NaN }, 7],
    // Wide enough: still the SPEC's count (1392 px at 1440 - 2 * 24 gutters).
    ['desktop', { width: 1392, gap: 12 }, 7],
    ['desktop', { share: 1 / 3, width: 450, gap: 12 }, 7 / 3],
    // Too narrow for the share: as many as fit at 140 px.
    ['desktop', { width: 976, gap: 12 }, 988 / 152],
    ['desktop', { share: 1 / 4, width: 232, gap: 12 }, 244 / 152],
    ['mobile', { width: 358, gap: 8 }, 3.25],
    ['mobile', { width: 328, gap: 8 }, 336 / 106],
    // Never less than one tile, whatever the width.
    ['desktop', { share: 1 / 4, width: 30, gap: 12 }, 1],
    ['mobile', { width: 0 }, 3.25],
    ['mobile', { width: null }, 3.25],
    ['desktop', { width: Number.POSITIVE_INFINITY }, 7],
    // A slider block's tiles per row (SPEC §2: 3, 5, 6 or 7) across its own width, on desktop.
    ['desktop', { tilesPerRow: 5 }, 5],
    ['desktop', { tilesPerRow: 3 }, 3],
    ['desktop', { tilesPerRow: 7, width: 1392, gap: 12 }, 7],
    ['desktop', { tilesPerRow: 5, width: 1392, gap: 12 }, 5],
    ['desktop', { tilesPerRow: 6, width: 976, gap: 12 }, 6],
    ['desktop', { tilesPerRow: 7, width: 976, gap: 12 }, 988 / 152],
    // A narrow block: as many as fit once measured, never more than the full row's share before.
    ['desktop', { tilesPerRow: 3, share: 1 / 4 }, 1.75],
    ['desktop', { tilesPerRow: 3, share: 1 / 2 }, 3],
    ['desktop', { tilesPerRow: 3, share: 1 / 4, width: 330, gap: 12 }, 342 / 152],
    ['desktop', { tilesPerRow: 5, share: 1 / 2, width: 690, gap: 12 }, 702 / 152],
    // Mobile keeps 3 and a quarter; a value off the list is no value.
    ['mobile', { tilesPerRow: 5 }, 3.25],
    ['mobile', { tilesPerRow: 7, width: 358, gap: 8 }, 3.25],
    ['desktop', { tilesPerRow: Number.NaN }, 7],
    ['desktop', { tilesPerRow: 0 }, 7],
  ])('%p %p -> %p per view', (platform, size, perView) => {
    expect(slidesPerView(platform, size)).toBeCloseTo(perView, 6);
  });

  test.each<['desktop' | 'mobile', number, number]>([
    ['desktop', 30, 140],
    ['desktop', 4, 140],
    ['mobile', 30, 98],
  ])('%p at %p px: no tile under %p px', (platform, width, minimum) => {
    const perView = slidesPerView(platform, { width, gap: 8 });
    const tile = (width - 8 * (perView - 1)) / perView;
    expect(perView === 1 || tile >= minimum).toBe(true);
  });
});

describe('gridColumns', () => {
  test.each<['desktop' | 'mobile', number, number | null, number, number]>([
    ['desktop', 7, null, 12, 7],
    ['desktop', 7, 1392, 12, 7],
    ['desktop', 7, 976, 12, 6],
    ['desktop', 5, 976, 12, 5],
    ['desktop', 6, 450, 12, 3],
    ['desktop', 7, 100, 12, 1],
    ['mobile', 7, null, 8, 3],
    ['mobile', 5, 358, 8, 3],
    ['mobile', 3, 200, 8, 1],
    ['desktop', 0, 1392, 12, 1],
  ])('%p, %p per row in %p px (gap %p) -> %p columns', (platform, perRow, width, gap, columns) => {
    expect(gridColumns(platform, perRow, width, gap)).toBe(columns);
  });
});
