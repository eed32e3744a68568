/** Raw lobby replies for the host's tests only: just enough for start-up and navigation. */
import type { RawBlock, RawGame, RawLobbyResponse, RawPage } from '@lobby/shared';

const IMAGES = { desktop: 'd.png', mobile: 'm.png' } as const;

export const FIXTURE_GAME: RawGame = {
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
};

export function rawBlock(overrides: Partial<RawBlock> & Pick<RawBlock, 'id' | 'type'>): RawBlock {
  return {
    slug: overrides.id,
    heading: `Heading ${overrides.id}`,
    showMore: true,
    width: 'full',
    tilesPerRow: 6,
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

export function rawLobby(pages: readonly RawPage[] = [], blocks: readonly RawBlock[] = []): RawLobbyResponse {
  return {
    pages,
    links: [],
    locale: 'en',
    lobbyPlatform: null,
    region: 'Curacao',
    blocks,
    suppliers: [],
    labels: [],
    games: [FIXTURE_GAME],
    banners: [],
    pokerBanners: [],
    showNavigation: true,
    showSearch: true,
    maintenanceMode: false,
    country: null,
    currency: null,
  };
}
