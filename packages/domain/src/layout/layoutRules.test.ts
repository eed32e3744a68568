import {
  blockShare,
  layoutPlatform,
  navigationHeight,
  topChromeHeights,
  zoomFactor,
  type TopChromeHeights,
} from './layoutRules';

describe('navigationHeight (SPEC §9)', () => {
  test.each<['desktop' | 'mobile', boolean, number]>([
    ['desktop', true, 140],
    ['mobile', true, 105],
    ['desktop', false, 0],
    ['mobile', false, 0],
  ])('%p shown %p -> %p', (platform, shown, height) => {
    expect(navigationHeight(platform, shown)).toBe(height);
  });
});

describe('zoomFactor (SPEC §9)', () => {
  test.each<[number, 'desktop' | 'mobile', number]>([
    [1096, 'desktop', 1],
    [2192, 'desktop', 2],
    [548, 'desktop', 0.5],
    [375, 'mobile', 1],
    [750, 'mobile', 2],
    [0, 'desktop', 1],
    [-10, 'mobile', 1],
    [Number.NaN, 'desktop', 1],
    [Number.POSITIVE_INFINITY, 'mobile', 1],
  ])('%p on %p -> %p', (width, platform, zoom) => {
    expect(zoomFactor(width, platform)).toBeCloseTo(zoom);
  });
});

describe('topChromeHeights: header and links fill the SPEC §9 navigation height', () => {
  test.each<['desktop' | 'mobile', boolean, TopChromeHeights]>([
    ['desktop', true, { header: 64, links: 76 }],
    ['mobile', true, { header: 56, links: 49 }],
    ['desktop', false, { header: 64, links: 0 }],
    ['mobile', false, { header: 56, links: 0 }],
  ])('%p shown %p -> %p', (platform, shown, heights) => {
    expect(topChromeHeights(platform, shown)).toEqual(heights);
    if (shown) expect(heights.header + heights.links).toBe(navigationHeight(platform, true));
  });
});

describe('layoutPlatform (SPEC §2: the prefix fixes it, else the width)', () => {
  test.each<['desktop' | 'mobile' | null, number, 'desktop' | 'mobile']>([
    ['mobile', 1920, 'mobile'],
    ['desktop', 390, 'desktop'],
    [null, 390, 'mobile'],
    [null, 768, 'mobile'],
    [null, 1023, 'mobile'],
    [null, 1024, 'desktop'],
    [null, 1920, 'desktop'],
    [null, 0, 'desktop'],
    [null, Number.NaN, 'desktop'],
  ])('prefix %p at %p px -> %p', (fixed, width, platform) => {
    expect(layoutPlatform(fixed, width)).toBe(platform);
  });
});

describe('blockShare', () => {
  test.each<['full' | 'half' | 'third' | 'quarter', 'desktop' | 'mobile', number]>([
    ['full', 'desktop', 1],
    ['half', 'desktop', 1 / 2],
    ['third', 'desktop', 1 / 3],
    ['quarter', 'desktop', 1 / 4],
    ['quarter', 'mobile', 1],
    ['half', 'mobile', 1],
  ])('%p on %p -> %p of the row', (width, platform, share) => {
    expect(blockShare(width, platform)).toBeCloseTo(share);
  });
});
