import { PAGE_MAX_WIDTH_PX } from '../constants/layout';
import { bannerImageDisplay } from './bannerArtwork';

describe('bannerImageDisplay', () => {
  test.each([
    ['full', 'desktop', 0.2],
    ['half', 'desktop', 0.1],
    ['third', 'desktop', 1 / 15],
    ['quarter', 'desktop', 0.05],
    // Every block is a whole row on a phone.
    ['quarter', 'mobile', 0.2],
  ] as const)('a %s block on %s: %p of the viewport, never below 240 px', (width, platform, share) => {
    expect(bannerImageDisplay(width, platform)).toEqual({
      viewportShare: share,
      maxPx: PAGE_MAX_WIDTH_PX * share,
      minPx: 240,
    });
  });
});
