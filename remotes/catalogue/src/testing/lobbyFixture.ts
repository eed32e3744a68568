/**
 * A small raw lobby (the wire shape the host puts on the bus) with one block of every
 * type, for this remote's tests only. Builders take overrides so a test states just what
 * it is about.
 */
import type { RawBlock, RawGame, RawLobbyResponse } from '@lobby/shared';
import {
  rawBanner,
  rawBlock as wireBlock,
  rawGame as wireGame,
  rawLink,
  rawLobby as wireLobby,
  rawPokerBanner,
} from '@lobby/testing';

const IMAGES = { desktop: 'https://img.test/d.png', mobile: 'https://img.test/m.png' } as const;

export function rawGame(code: string, overrides: Partial<RawGame> = {}): RawGame {
  return wireGame({ code, title: `Game ${code}`, rawTitle: code, image: IMAGES, ...overrides });
}

export function rawBlock(id: string, overrides: Partial<RawBlock> = {}): RawBlock {
  return wireBlock({ id, slug: `${id}-slug`, heading: `Heading ${id}`, games: [], ...overrides });
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
  return wireLobby({
    pages: [
      { id: 'p-home', slug: 'home', title: 'Home', blocks: BLOCKS.map((block) => block.id) },
      { id: 'p-slots', slug: 'slots', title: 'Slots page', blocks: ['grid'] },
    ],
    links: [rawLink()],
    blocks: BLOCKS,
    suppliers: [
      { code: 'bragg', name: 'Bragg Gaming', images: IMAGES },
      { code: 'haba', name: 'Habanero', images: IMAGES },
    ],
    games: GAMES,
    banners: [
      rawBanner({
        title: 'Welcome banner',
        description: '100 spins on Alpha',
        buttonText: 'Claim now',
        image: IMAGES,
        games: [key('alpha')],
      }),
    ],
    pokerBanners: [
      rawPokerBanner({ title: 'Poker night', description: 'Tables all night', buttonText: 'Sit down', image: IMAGES }),
    ],
    ...overrides,
  });
}
