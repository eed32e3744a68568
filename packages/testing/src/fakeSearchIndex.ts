import { VOLATILITIES, type RawGame, type RawGameCard, type RawSearchIndex, type RawSearchIndexRow, type RawSupplier } from '@lobby/shared';

/**
 * GET search-index over a catalogue, as the server builds it (docs/api.md): the games' keys
 * as the server spells them, titles, suppliers and group names by index, counts and dates.
 */
export function fakeSearchIndex(
  catalogue: readonly RawGameCard[],
  options: {
    readonly suppliers?: readonly RawSupplier[];
    readonly serverSearch?: boolean;
    readonly locale?: string;
  } = {},
): RawSearchIndex {
  const suppliers: { code: string; name: string }[] = [];
  const groups: string[] = [];
  const supplierIndex = (code: string): number => {
    let at = suppliers.findIndex((supplier) => supplier.code === code);
    if (at < 0) {
      const name = options.suppliers?.find((supplier) => supplier.code === code)?.name ?? code;
      at = suppliers.push({ code, name }) - 1;
    }
    return at;
  };
  const groupIndex = (name: string): number => {
    const at = groups.indexOf(name);
    return at < 0 ? groups.push(name) - 1 : at;
  };
  const rows: RawSearchIndexRow[] = catalogue.map((game) => [
    `${String(game.aggregator ?? 'bragg')}:${game.code}`,
    game.title ?? game.rawTitle,
    supplierIndex(game.supplier),
    (game.groups ?? []).map((group) => groupIndex(group.name)),
    game.playingCount,
    Math.floor(Date.parse(game.releasedAt) / 1000) || 0,
    factsOf(game)?.volatility ? VOLATILITIES.indexOf(factsOf(game)?.volatility ?? 'low') : -1,
    factsOf(game)?.rtp ?? 0,
  ]);
  const serverSearch = options.serverSearch ?? false;
  return {
    locale: options.locale ?? 'en',
    total: catalogue.length,
    serverSearch,
    suppliers,
    groups,
    games: serverSearch ? [...rows].sort((a, b) => b[4] - a[4]).slice(0, 24) : rows,
  };
}

/** A catalogue entry's facts when it is a full game (GET games) that carries them. */
function factsOf(game: RawGameCard): RawGame['facts'] {
  return 'facts' in game ? (game as RawGame).facts : null;
}
