/**
 * Builders of the content service's wire objects (shared/src/casino-api.ts) for tests in
 * every workspace: each takes overrides so a test states just what it is about.
 */
import type { RawBanner, RawBlock, RawBonus, RawGame, RawLink, RawLobbyResponse, RawPokerBanner } from '@lobby/shared';

const IMAGES = { desktop: 'd.png', mobile: 'm.png' } as const;

export function rawGame(overrides: Partial<RawGame> = {}): RawGame {
  return {
    code: 'g1',
    title: 'Game One',
    rawTitle: 'game_one',
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

export function rawBlock(overrides: Partial<RawBlock> = {}): RawBlock {
  return {
    id: 'b1',
    type: 'standard',
    slug: 'b1-slug',
    heading: 'Block One',
    showMore: true,
    width: 'full',
    tilesPerRow: 7,
    cardStyle: 'default',
    games: ['bragg:g1'],
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

export function rawBanner(overrides: Partial<RawBanner> = {}): RawBanner {
  return {
    id: 'ban1',
    title: 'Banner',
    description: null,
    buttonText: null,
    image: IMAGES,
    games: [],
    labels: [],
    link: null,
    ...overrides,
  };
}

export function rawPokerBanner(overrides: Partial<RawPokerBanner> = {}): RawPokerBanner {
  return { ...rawBanner({ id: 'pb1' }), pokerGameId: 10, ...overrides };
}

export function rawLink(overrides: Partial<RawLink> = {}): RawLink {
  return {
    id: 'l1',
    slug: 'slots',
    type: 'default',
    game: null,
    pageTitle: 'Slots',
    url: null,
    startDate: null,
    endDate: null,
    ...overrides,
  };
}

export function rawLobby(overrides: Partial<RawLobbyResponse> = {}): RawLobbyResponse {
  return {
    pages: [],
    links: [],
    locale: 'en',
    lobbyPlatform: null,
    region: 'Curacao',
    blocks: [],
    suppliers: [],
    labels: [],
    games: [],
    banners: [],
    pokerBanners: [],
    showNavigation: true,
    showSearch: true,
    maintenanceMode: false,
    country: null,
    currency: null,
    ...overrides,
  };
}

export function rawBonus(overrides: Partial<RawBonus> = {}): RawBonus {
  return {
    id: 'bo1',
    type: 'Content',
    status: 'active',
    consumed: false,
    title: 'Bonus',
    description: '',
    image: IMAGES,
    games: [],
    gameProvider: null,
    expiresAt: null,
    ...overrides,
  };
}
