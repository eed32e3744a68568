import type { RawGame, RawGameCard, RawGamesPage, RawLobbyResponse } from '@lobby/shared';

/** The GET games filters a fake answers (the api's GamesFilter, as far as tests use it). */
export interface FakeGamesFilter {
  readonly keys?: readonly string[];
  readonly suppliers?: readonly string[];
  readonly block?: string;
  readonly sort?: 'popular' | 'new' | 'az' | 'za' | 'rtp';
  readonly offset?: number;
  readonly limit?: number;
}

const keyOf = (game: RawGameCard): string => `${String(game.aggregator ?? 'bragg')}:${game.code}`.toLowerCase();
const titleOf = (game: RawGameCard): string => game.title ?? game.rawTitle;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * GET games over a catalogue, for tests of what pages from the server: keys, supplier and
 * block filters, the four sorts (as docs/api.md describes them), paging and the total.
 * A block's games default to its order in `blocks`; anything else to newest first.
 */
export function fakeGamesServer(
  catalogue: readonly RawGameCard[],
  blocks: RawLobbyResponse['blocks'] = [],
): { readonly fetchGames: (filter: FakeGamesFilter) => Promise<RawGamesPage>; readonly calls: FakeGamesFilter[] } {
  const calls: FakeGamesFilter[] = [];
  const fetchGames = async (filter: FakeGamesFilter): Promise<RawGamesPage> => {
    calls.push(filter);
    // A lobby reply's cards stand in for full games: the relations they lack are empty.
    let games: RawGame[] = catalogue.map((game) => ({ ...game, groups: game.groups ?? [], bets: game.bets ?? null }));
    if (filter.keys !== undefined) {
      const wanted = new Set(filter.keys.map((key) => key.toLowerCase()));
      games = games.filter((game) => wanted.has(keyOf(game)));
    }
    if (filter.suppliers !== undefined) {
      const wanted = new Set(filter.suppliers.map((code) => code.toLowerCase()));
      games = games.filter((game) => wanted.has(game.supplier.toLowerCase()));
    }
    if (filter.block !== undefined) {
      const order = (blocks.find((block) => block.id === filter.block)?.games ?? []).map((key) => key.toLowerCase());
      games = games.filter((game) => order.includes(keyOf(game))).sort((a, b) => order.indexOf(keyOf(a)) - order.indexOf(keyOf(b)));
    }
    const sort = filter.sort ?? (filter.block === undefined ? 'new' : undefined);
    if (sort === 'new') games.sort((a, b) => Date.parse(b.releasedAt) - Date.parse(a.releasedAt));
    if (sort === 'popular') games.sort((a, b) => b.playingCount - a.playingCount);
    if (sort === 'az') games.sort((a, b) => collator.compare(titleOf(a), titleOf(b)));
    if (sort === 'za') games.sort((a, b) => collator.compare(titleOf(b), titleOf(a)));
    if (sort === 'rtp') games.sort((a, b) => rtpOf(b) - rtpOf(a));
    const offset = filter.offset ?? 0;
    return { data: games.slice(offset, offset + (filter.limit ?? 100)), total: games.length };
  };
  return { fetchGames, calls };
}

/** A game's RTP for the 'rtp' sort; one without facts sorts last. */
function rtpOf(game: RawGame): number {
  return game.facts?.rtp ?? Number.NEGATIVE_INFINITY;
}
