import { PAGE_MAX_WIDTH_PX } from '../constants/layout';
import { ARTWORK_WIDTHS, framedImageDisplay, imageSources, parseArtworkFile } from './imageSources';

/** The size a browser takes from `sizes` on a screen of `ratio`: the first condition that holds. */
function sizeAt(sizes: string, ratio: number): string {
  let rest = sizes;
  for (;;) {
    const condition = /^\(min-resolution: ([\d.]+)dppx\) (calc\(.*?\* [\d.]+\)), /.exec(rest);
    if (condition === null) return rest;
    if (ratio >= Number(condition[1])) return condition[2] ?? '';
    rest = rest.slice(condition[0].length);
  }
}

describe('parseArtworkFile', () => {
  test.each([
    ['desktop.svg', { variant: 'desktop', width: null }],
    ['loading-portrait.svg', { variant: 'loading-portrait', width: null }],
    ['desktop.320.webp', { variant: 'desktop', width: 320 }],
    ['featured-mobile.1920.webp', { variant: 'featured-mobile', width: 1920 }],
    ['desktop.321.webp', undefined],
    ['desktop.0320.webp', undefined],
    ['desktop.99999.webp', undefined],
    ['desktop.320.avif', undefined],
    ['desktop.320.png', undefined],
    ['desktop.webp', undefined],
    ['desktop.320.svg', undefined],
    ['Desktop.svg', undefined],
    ['../desktop.svg', undefined],
    ['desktop.svg.320.webp', undefined],
  ] as const)('%p -> %p', (file, expected) => {
    expect(parseArtworkFile(file)).toEqual(expected);
  });
});

describe('imageSources', () => {
  const srcSetOf = (folder: string, variant: string) =>
    ARTWORK_WIDTHS.map((width) => `${folder}${variant}.${width}.webp ${width}w`).join(', ');

  test.each([
    [
      '/images/games/bragg/golden-dragon/mobile.svg',
      1 / 3.25,
      {
        src: '/images/games/bragg/golden-dragon/mobile.320.webp',
        srcSet: srcSetOf('/images/games/bragg/golden-dragon/', 'mobile'),
        sizes: '30.77vw',
      },
    ],
    [
      '/images/banners/banner-1/desktop.svg',
      1,
      {
        src: '/images/banners/banner-1/desktop.320.webp',
        srcSet: srcSetOf('/images/banners/banner-1/', 'desktop'),
        sizes: '100vw',
      },
    ],
    [
      '/images/games/a%20b/c.d/featured-desktop.svg',
      1 / 7,
      {
        src: '/images/games/a%20b/c.d/featured-desktop.320.webp',
        srcSet: srcSetOf('/images/games/a%20b/c.d/', 'featured-desktop'),
        sizes: '14.29vw',
      },
    ],
    // A share that makes no sense draws the image as wide as the viewport, never smaller.
    ['/images/bonuses/b/desktop.svg', 0, { sizes: '100vw' }],
    ['/images/bonuses/b/desktop.svg', Number.NaN, { sizes: '100vw' }],
    ['/images/bonuses/b/desktop.svg', 3, { sizes: '100vw' }],
    // Anything not generated here passes through unchanged.
    [
      'https://cdn.example.com/images/games/x/desktop.svg',
      1 / 7,
      { src: 'https://cdn.example.com/images/games/x/desktop.svg' },
    ],
    ['https://cdn.example.com/art/starburst.png', 1 / 7, { src: 'https://cdn.example.com/art/starburst.png' }],
    ['/images/games/x/desktop.320.webp', 1 / 7, { src: '/images/games/x/desktop.320.webp' }],
    ['/images/games/x/desktop.svg?v=2', 1 / 7, { src: '/images/games/x/desktop.svg?v=2' }],
    ['/static/desktop.svg', 1 / 7, { src: '/static/desktop.svg' }],
    ['data:image/svg+xml,<svg/>', 1, { src: 'data:image/svg+xml,<svg/>' }],
  ])('%p at %p of the viewport', (url, viewportShare, expected) => {
    const sources = imageSources(url, { viewportShare });
    const { sizes, ...rest } = sources;
    const { sizes: expectedSizes, ...expectedRest } = expected as { sizes?: string };
    expect(rest).toEqual(expect.objectContaining(expectedRest));
    if (expectedSizes === undefined) expect(sources).toEqual(expected);
    else expect(sizeAt(sizes ?? '', 1)).toBe(expectedSizes);
  });

  test.each([
    [{ viewportShare: 1 / 7, maxPx: 1440 / 7 }, 1, 'min(14.29vw, 206px)'],
    [{ viewportShare: 0.2, minPx: 240 }, 1, 'max(240px, 20vw)'],
    [{ viewportShare: 0.2, minPx: 240, maxPx: 288 }, 1, 'max(240px, min(20vw, 288px))'],
    [{ viewportShare: 1, maxPx: 0, minPx: Number.NaN }, 1, '100vw'],
    [{ viewportShare: 1, maxPx: Number.POSITIVE_INFINITY, minPx: -5 }, 1, '100vw'],
    // Past two device pixels per CSS pixel the browser is asked for twice the size, not more.
    [{ viewportShare: 1 / 3.25 }, 2, '30.77vw'],
    [{ viewportShare: 1 / 3.25 }, 3, 'calc(30.77vw * 0.667)'],
    [{ viewportShare: 0.2, minPx: 240 }, 2.625, 'calc(max(240px, 20vw) * 0.762)'],
    [{ viewportShare: 0.2, minPx: 240 }, 2.75, 'calc(max(240px, 20vw) * 0.727)'],
    [{ viewportShare: 1 }, 3.5, 'calc(100vw * 0.571)'],
    [{ viewportShare: 1 }, 4, 'calc(100vw * 0.5)'],
    [{ viewportShare: 1 }, 2.25, 'calc(100vw * 0.889)'],
    // Between two listed ratios the lower one's factor: a little over two, never three.
    [{ viewportShare: 1 }, 3.2, 'calc(100vw * 0.667)'],
    [{ viewportShare: 1 }, 2.2, '100vw'],
    [{ viewportShare: 1 }, 1.5, '100vw'],
  ])('sizes for %p at a pixel ratio of %p: %p', (display, ratio, size) => {
    expect(sizeAt(imageSources('/images/banners/b/desktop.svg', display).sizes ?? '', ratio)).toBe(size);
  });

  it('writes the same sizes for every screen, densest condition first, the plain size last', () => {
    expect(imageSources('/images/banners/b/mobile.svg', { viewportShare: 1 / 3.25 }).sizes).toBe(
      '(min-resolution: 4dppx) calc(30.77vw * 0.5), (min-resolution: 3.5dppx) calc(30.77vw * 0.571), ' +
        '(min-resolution: 3dppx) calc(30.77vw * 0.667), (min-resolution: 2.75dppx) calc(30.77vw * 0.727), ' +
        '(min-resolution: 2.625dppx) calc(30.77vw * 0.762), (min-resolution: 2.25dppx) calc(30.77vw * 0.889), ' +
        '30.77vw',
    );
  });

  test.each([1, 2, 2.25, 2.625, 2.75, 3, 3.5, 4])(
    'at a pixel ratio of %p no more than two device px per CSS px',
    (ratio) => {
      const size = sizeAt(imageSources('/images/banners/b/desktop.svg', { viewportShare: 1 }).sizes ?? '', ratio);
      const factor = Number(/\* ([\d.]+)\)$/.exec(size)?.[1] ?? 1);
      expect(ratio * factor).toBeLessThanOrEqual(2.002);
    },
  );

  test.each([
    [1 / 4, undefined, { viewportShare: 1 / 4, maxPx: PAGE_MAX_WIDTH_PX / 4 }],
    [0.2, 240, { viewportShare: 0.2, maxPx: 288, minPx: 240 }],
  ])('framedImageDisplay(%p, %p) stops at the page frame', (share, minPx, display) => {
    expect(framedImageDisplay(share, minPx)).toEqual(display);
  });

  it('offers only widths the content service serves', () => {
    const { srcSet = '' } = imageSources('/images/labels/new/desktop.svg', { viewportShare: 1 });
    for (const candidate of srcSet.split(', ')) {
      const [url = '', descriptor = ''] = candidate.split(' ');
      const file = parseArtworkFile(url.split('/').pop() ?? '');
      expect(file?.width && `${file.width}w`).toBe(descriptor);
    }
  });
});
