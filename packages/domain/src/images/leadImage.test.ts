import type { BlockType, BlockWidth, CardStyle, ImagePair, Platform } from '@lobby/shared';
import type { Block } from '../entities/types';
import { framedImageDisplay } from './imageSources';
import { leadImage } from './leadImage';

const art = (name: string): ImagePair => ({
  desktop: `/images/${name}/desktop.svg`,
  mobile: `/images/${name}/mobile.svg`,
});

interface BlockOptions {
  readonly width?: BlockWidth;
  readonly platforms?: readonly Platform[];
  readonly tilesPerRow?: Block['tilesPerRow'];
  readonly cardStyle?: CardStyle;
  readonly banners?: readonly ImagePair[];
  readonly games?: readonly { readonly image: ImagePair; readonly featuredImage?: ImagePair | null }[];
}

const block = (id: string, type: BlockType, options: BlockOptions = {}) => ({
  id,
  type,
  width: options.width ?? 'full',
  platforms: options.platforms ?? [],
  tilesPerRow: options.tilesPerRow ?? (7 as const),
  cardStyle: options.cardStyle ?? 'default',
  banners: type === 'banner' ? (options.banners ?? []).map((image) => ({ image })) : [],
  pokerBanners: type === 'poker-banner' ? (options.banners ?? []).map((image) => ({ image })) : [],
  games: (options.games ?? []).map((game) => ({ image: game.image, featuredImage: game.featuredImage ?? null })),
});

/** How an image at this share of the page is drawn: it stops widening with the page frame. */
const framed = framedImageDisplay;

const games = [{ image: art('games/a'), featuredImage: art('games/a-wide') }, { image: art('games/b') }];

describe('leadImage', () => {
  test.each([
    [
      'a banner row: its first banner, at a fifth of the row and never below 240 px',
      [block('b', 'banner', { banners: [art('banners/one'), art('banners/two')] }), block('s', 'standard', { games })],
      'desktop',
      { url: '/images/banners/one/desktop.svg', display: framed(0.2, 240) },
    ],
    [
      'the same page on a phone: the mobile artwork, every block a full row',
      [block('b', 'banner', { banners: [art('banners/one')], width: 'half' }), block('s', 'standard', { games })],
      'mobile',
      { url: '/images/banners/one/mobile.svg', display: framed(0.2, 240) },
    ],
    [
      'a half-width banner block on a desktop: a tenth of the row',
      [block('b', 'banner', { banners: [art('banners/one')], width: 'half' })],
      'desktop',
      { url: '/images/banners/one/desktop.svg', display: framed(0.1, 240) },
    ],
    [
      'a poker-banner row leads the same way',
      [block('n', 'navigation'), block('p', 'poker-banner', { banners: [art('poker/flip')] })],
      'desktop',
      { url: '/images/poker/flip/desktop.svg', display: framed(0.2, 240) },
    ],
    [
      "a banner with one platform's artwork shows the other's",
      [block('b', 'banner', { banners: [{ desktop: '/images/banners/d/desktop.svg', mobile: null }] })],
      'mobile',
      { url: '/images/banners/d/desktop.svg', display: framed(0.2, 240) },
    ],
    [
      "an operator's own artwork is the lead as it is",
      [block('b', 'banner', { banners: [{ desktop: 'https://cdn.example.com/b.png', mobile: null }] })],
      'desktop',
      { url: 'https://cdn.example.com/b.png', display: framed(0.2, 240) },
    ],
    [
      'a standard row first: its first tile, a slide of seven',
      [block('s', 'standard', { games }), block('b', 'banner', { banners: [art('banners/one')] })],
      'desktop',
      { url: '/images/games/a/desktop.svg', display: framed(1 / 7) },
    ],
    [
      'a standard row on a phone: a slide of 3.25',
      [block('s', 'standard', { games })],
      'mobile',
      { url: '/images/games/a/mobile.svg', display: framed(1 / 3.25) },
    ],
    [
      'a grid of five',
      [block('g', 'grid', { games, tilesPerRow: 5 })],
      'desktop',
      { url: '/images/games/a/desktop.svg', display: framed(1 / 5) },
    ],
    [
      'a firstDouble grid: its first tile spans two columns',
      [block('d', 'firstDouble', { games, tilesPerRow: 6 })],
      'desktop',
      { url: '/images/games/a/desktop.svg', display: framed(1 / 3) },
    ],
    [
      'a featured block: the wide featured artwork',
      [block('f', 'featured', { games, tilesPerRow: 5 })],
      'desktop',
      { url: '/images/games/a-wide/desktop.svg', display: framed(1 / 5) },
    ],
    [
      "the player's own games never lead: the next catalogue block does",
      [block('f', 'favorites', { games }), block('b', 'banner', { banners: [art('banners/one')] })],
      'desktop',
      { url: '/images/banners/one/desktop.svg', display: framed(0.2, 240) },
    ],
    [
      'a banner block not shown on this platform is passed over',
      [
        block('b', 'banner', { banners: [art('banners/one')], platforms: ['mobile'] }),
        block('g', 'grid', { games, tilesPerRow: 5 }),
      ],
      'desktop',
      { url: '/images/games/a/desktop.svg', display: framed(1 / 5) },
    ],
  ] as const)('%s', (_case, blocks, platform, expected) => {
    expect(leadImage(blocks, platform)).toEqual(expected);
  });

  test.each([
    ['no blocks', []],
    ['no artwork block', [block('n', 'navigation'), block('p', 'providers')]],
    ["only the player's own games", [block('f', 'favorites', { games }), block('r', 'recent', { games })]],
    [
      'a lead banner without artwork',
      [block('b', 'banner', { banners: [{ desktop: null, mobile: null }, art('banners/two')] })],
    ],
    ['a lead banner with empty artwork', [block('b', 'banner', { banners: [{ desktop: '', mobile: null }] })]],
    ['a lead banner block without banners', [block('b', 'banner')]],
    ['a lead tile block without games', [block('s', 'standard')]],
    [
      'artwork only below the first view',
      [block('f', 'favorites'), block('r', 'recent'), block('s', 'standard', { games })],
    ],
  ] as const)('none when the page opens without one: %s', (_case, blocks) => {
    expect(leadImage(blocks, 'desktop')).toBeNull();
  });
});
