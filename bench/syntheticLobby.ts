import { SUPPLIERS, type RawBlock, type RawGame, type RawLobbyResponse } from '@lobby/shared';

/** A deterministic lobby response of `gameCount` games, shaped like the content service's. */
export function syntheticLobby(gameCount: number): RawLobbyResponse {
  const games: RawGame[] = Array.from({ length: gameCount }, (_, index) => {
    const supplier = SUPPLIERS[index % SUPPLIERS.length] ?? 'bragg';
    return {
      code: `game-${index}`,
      title: index % 7 === 0 ? null : `Game ${(index * 7919) % gameCount}`,
      rawTitle: `game_${index}_deluxe`,
      info: null,
      groups: [{ name: 'Slots', slug: 'slots' }],
      supplier,
      mobile: index % 5 !== 0,
      desktop: true,
      supportsFreeRounds: index % 3 === 0,
      isActive: true,
      image: { desktop: `/images/games/${supplier}/${index}/desktop.svg`, mobile: null },
      bets: { min: 0.1, max: 100 },
      ios: true,
      aggregator: supplier,
      releasedAt: new Date(Date.UTC(2024, 0, 1) + ((index * 104729) % 700) * 86_400_000).toISOString(),
      featuredImage: null,
      labels: index % 11 === 0 ? ['hot'] : [],
      tableId: null,
      loadingTimeoutInSeconds: null,
      supportedLocales: ['en'],
      lobbyUrl: null,
      playingCount: (index * 31) % 500,
    };
  });
  const blocks: RawBlock[] = Array.from({ length: 20 }, (_, index) => ({
    id: `block-${index}`,
    type: 'standard',
    slug: `block-${index}`,
    heading: `Block ${index}`,
    showMore: true,
    width: 'full',
    tilesPerRow: 7,
    cardStyle: 'default',
    games: games.slice(index * 40, index * 40 + 40).map((game) => `${game.aggregator}:${game.code}`),
    banners: [],
    pokerBanners: [],
    suppliers: [],
    labels: [],
    startDate: null,
    endDate: null,
    platforms: ['desktop', 'mobile'],
    audiences: ['Always'],
  }));
  return {
    pages: [{ id: 'home', slug: 'home', title: 'Home', blocks: blocks.map((block) => block.id) }],
    links: [],
    locale: 'en',
    lobbyPlatform: null,
    region: 'Curacao',
    blocks,
    suppliers: SUPPLIERS.map((code) => ({ code, name: code, images: { desktop: null, mobile: null } })),
    labels: [{ id: 'hot', title: 'Hot', images: { desktop: null, mobile: null } }],
    games,
    banners: [],
    pokerBanners: [],
    showNavigation: true,
    showSearch: true,
    maintenanceMode: false,
    country: null,
    currency: 'USD',
  };
}
