import { ARTWORK_WIDTHS, imageSources, parseArtworkFile } from './imageSources';

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
    ['/images/bonuses/b/desktop.svg', 0, expect.objectContaining({ sizes: '100vw' })],
    ['/images/bonuses/b/desktop.svg', Number.NaN, expect.objectContaining({ sizes: '100vw' })],
    ['/images/bonuses/b/desktop.svg', 3, expect.objectContaining({ sizes: '100vw' })],
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
    expect(imageSources(url, { viewportShare })).toEqual(expected);
  });

  test.each([
    [{ viewportShare: 1 / 7, maxPx: 1440 / 7 }, 'min(14.29vw, 206px)'],
    [{ viewportShare: 0.2, minPx: 240 }, 'max(240px, 20vw)'],
    [{ viewportShare: 0.2, minPx: 240, maxPx: 288 }, 'max(240px, min(20vw, 288px))'],
    [{ viewportShare: 1, maxPx: 0, minPx: Number.NaN }, '100vw'],
    [{ viewportShare: 1, maxPx: Number.POSITIVE_INFINITY, minPx: -5 }, '100vw'],
    // Past two device pixels per CSS pixel the browser is asked for twice the size, not more.
    [{ viewportShare: 1 / 3.25, devicePixelRatio: 2 }, '30.77vw'],
    [{ viewportShare: 1 / 3.25, devicePixelRatio: 3 }, 'calc(30.77vw * 0.667)'],
    [{ viewportShare: 0.2, minPx: 240, devicePixelRatio: 2.625 }, 'calc(max(240px, 20vw) * 0.762)'],
    [{ viewportShare: 1, devicePixelRatio: Number.NaN }, '100vw'],
  ])('sizes for %p: %p', (display, sizes) => {
    expect(imageSources('/images/banners/b/desktop.svg', display).sizes).toBe(sizes);
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
