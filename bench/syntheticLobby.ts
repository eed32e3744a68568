import {
  SUPPLIERS,
  type RawBlock,
  type RawGame,
  type RawLobbyResponse,
  type RawSearchIndex,
  type RawSearchIndexRow,
} from '@lobby/shared';

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

/** The search index of a lobby response, as the content service compacts it. */
export function syntheticSearchIndex(lobby: RawLobbyResponse): RawSearchIndex {
  const suppliers = lobby.suppliers.map(({ code, name }) => ({ code, name }));
  const supplierIndex = new Map(suppliers.map((supplier, index) => [supplier.code, index]));
  const groups = [...new Set(lobby.games.flatMap((game) => (game.groups ?? []).map((group) => group.name)))];
  const groupIndex = new Map(groups.map((name, index) => [name, index]));
  const games = lobby.games.map((game): RawSearchIndexRow => [
    `${game.aggregator ?? game.supplier}:${game.code}`,
    game.title ?? game.rawTitle,
    supplierIndex.get(game.supplier) ?? 0,
    (game.groups ?? []).map((group) => groupIndex.get(group.name) ?? 0),
    game.playingCount,
    Math.floor(Date.parse(game.releasedAt) / 1000),
    -1,
    0,
  ]);
  return { locale: lobby.locale, total: games.length, serverSearch: false, suppliers, groups, games };
}
