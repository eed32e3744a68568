import { navigationHeight, zoomFactor } from './layoutRules';

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
