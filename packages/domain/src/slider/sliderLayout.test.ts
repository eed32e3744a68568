import { sliderLayout, slidesPerView, type SliderLayout } from './sliderLayout';

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

  test.each<['desktop' | 'mobile', number]>([
    ['desktop', 7],
    ['mobile', 3.25],
  ])('%p shows %p per view', (platform, perView) => {
    expect(slidesPerView(platform)).toBe(perView);
  });
});
