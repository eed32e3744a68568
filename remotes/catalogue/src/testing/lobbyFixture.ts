/**
 * A small raw lobby (the wire shape the host puts on the bus) with one block of every
 * type, for this remote's tests only. Builders take overrides so a test states just what
 * it is about.
 */
import type { RawBlock, RawGame, RawLobbyResponse } from '@lobby/shared';

const IMAGES = { desktop: 'https://img.test/d.png', mobile: 'https://img.test/m.png' } as const;

export function rawGame(code: string, overrides: Partial<RawGame> = {}): RawGame {
  return {
    code,
    title: `Game ${code}`,
    rawTitle: code,
    info: null,
    groups: [],
    supplier: 'bragg',
    mobile: true,
    desktop: true,
    supportsFreeRounds: false,
    isActive: true,
    image: IMAGES,
    bets: null,
    ios: true,
    aggregator: 'bragg',
    releasedAt: '2024-01-01T00:00:00Z',
    featuredImage: null,
    labels: [],
    tableId: null,
    loadingTimeoutInSeconds: null,
    supportedLocales: [],
    lobbyUrl: null,
    playingCount: 0,
    ...overrides,
  };
}

export function rawBlock(id: string, overrides: Partial<RawBlock> = {}): RawBlock {
  return {
    id,
    type: 'standard',
    slug: `${id}-slug`,
    heading: `Heading ${id}`,
    showMore: true,
    width: 'full',
    tilesPerRow: 7,
    cardStyle: 'default',
    games: [],
    banners: [],
    pokerBanners: [],
    suppliers: [],
    labels: [],
    startDate: null,
    endDate: null,
    platforms: [],
    audiences: [],
    ...overrides,
  };
}

/** Fourteen slider games: enough for the 'show all' tile (12 or more). */
export const MANY_GAME_CODES = Array.from({ length: 14 }, (_, index) => `many${index + 1}`);

const GAMES: readonly RawGame[] = [
  rawGame('alpha', { title: 'Alpha', releasedAt: '2024-03-01T00:00:00Z', playingCount: 5 }),
  rawGame('bravo', { title: 'Bravo', releasedAt: '2024-01-01T00:00:00Z', playingCount: 50 }),
  rawGame('charlie', {
    title: 'Charlie',
    releasedAt: '2024-02-01T00:00:00Z',
    playingCount: 20,
    supplier: 'haba',
    aggregator: 'haba',
  }),
  ...MANY_GAME_CODES.map((code) => rawGame(code)),
];

const key = (code: string, aggregator = 'bragg') => `${aggregator}:${code}`;
const ABC = [key('alpha'), key('bravo'), key('charlie', 'haba')];

export const BLOCKS: readonly RawBlock[] = [
  rawBlock('banner', { type: 'banner', banners: ['ban1'], showMore: false }),
  rawBlock('poker', { type: 'poker-banner', pokerBanners: ['pb1'], showMore: false }),
  rawBlock('standard', { type: 'standard', games: ABC }),
  rawBlock('many', { type: 'standard', games: MANY_GAME_CODES.map((code) => key(code)), heading: 'Many & more' }),
  rawBlock('grid', { type: 'grid', games: ABC, width: 'half', tilesPerRow: 5, cardStyle: 'imageTile' }),
  rawBlock('double', { type: 'firstDouble', games: ABC, width: 'third', tilesPerRow: 3 }),
  rawBlock('favs', { type: 'favorites', width: 'quarter' }),
  rawBlock('recent', { type: 'recent', width: 'quarter' }),
  rawBlock('free', { type: 'freespin' }),
  rawBlock('featured', { type: 'featured', games: ABC, tilesPerRow: 3 }),
  rawBlock('providers', { type: 'providers', suppliers: ['bragg', 'haba'], showMore: false, tilesPerRow: 6 }),
  rawBlock('nav', { type: 'navigation', showMore: false }),
  rawBlock('mobile-only', { type: 'standard', games: ABC, platforms: ['mobile'] }),
];

export function rawLobbyFixture(overrides: Partial<RawLobbyResponse> = {}): RawLobbyResponse {
  return {
    pages: [
      { id: 'p-home', slug: 'home', title: 'Home', blocks: BLOCKS.map((block) => block.id) },
      { id: 'p-slots', slug: 'slots', title: 'Slots page', blocks: ['grid'] },
    ],
    links: [
      {
        id: 'l1',
        slug: 'slots',
        type: 'default',
        game: null,
        pageTitle: 'Slots',
        url: null,
        startDate: null,
        endDate: null,
      },
    ],
    locale: 'en',
    lobbyPlatform: null,
    region: 'Curacao',
    blocks: BLOCKS,
    suppliers: [
      { code: 'bragg', name: 'Bragg Gaming', images: IMAGES },
      { code: 'haba', name: 'Habanero', images: IMAGES },
    ],
    labels: [],
    games: GAMES,
    banners: [{ id: 'ban1', title: 'Welcome banner', image: IMAGES, games: [key('alpha')], labels: [], link: null }],
    pokerBanners: [
      { id: 'pb1', title: 'Poker night', image: IMAGES, games: [], labels: [], link: null, pokerGameId: 10 },
    ],
    showNavigation: true,
    showSearch: true,
    maintenanceMode: false,
    country: null,
    currency: null,
    ...overrides,
  };
}
