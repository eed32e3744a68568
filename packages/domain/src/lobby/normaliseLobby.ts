import type { RawBanner, RawBlock, RawLink, RawLobbyResponse } from '@lobby/shared';
import { isWithinWindow } from '../entities/dateWindow';
import { comparableGameKey, comparableKeyOf } from '../entities/gameKey';
import type { Banner, Block, Game, Label, Link, Lobby, Page, PokerBanner, Supplier } from '../entities/types';
import { isRecord, listOf } from '../util/guards';
import { hasRequiredContent } from './blockRequirements';
import { normaliseGame, resolveIds } from './normaliseGame';

export interface NormaliseLobbyOptions {
  /** Epoch ms the date windows are checked against; injected so the rule is testable. */
  readonly now: number;
}

/**
 * The casino response (SPEC §7 "GET casino") as the view model of SPEC §3: defaults
 * applied, references resolved, links and blocks outside their window dropped, blocks
 * without the content their type needs dropped, suppliers without games dropped, and
 * pages pointing only at blocks that survived. Duplicate ids or keys keep the first.
 */
export function normaliseLobby(raw: RawLobbyResponse, options: NormaliseLobbyOptions): Lobby {
  const labels = uniqueBy(records(raw.labels), (label) => label.id);
  const labelsById = indexBy(labels, (label) => label.id);

  const supplierNamesByCode = new Map<string, string>();
  for (const supplier of records(raw.suppliers)) {
    const code = String(supplier.code).toLowerCase();
    if (typeof supplier.name === 'string' && supplier.name.trim() !== '' && !supplierNamesByCode.has(code))
      supplierNamesByCode.set(code, supplier.name);
  }
  const games = uniqueBy(
    records(raw.games).map((game) => normaliseGame(game, labelsById, supplierNamesByCode)),
    (game) => comparableKeyOf(game.aggregator, game.code),
  );
  const gamesByKey = indexBy(games, (game) => comparableKeyOf(game.aggregator, game.code));
  const resolveGames = (keys: readonly string[]): readonly Game[] => resolveGameKeys(keys, gamesByKey);

  const banners = uniqueBy(records(raw.banners), (banner) => banner.id).map((banner) =>
    normaliseBanner(banner, resolveGames, labelsById),
  );
  const pokerBanners = uniqueBy(records(raw.pokerBanners), (banner) => banner.id).map((banner): PokerBanner => ({
    ...normaliseBanner(banner, resolveGames, labelsById),
    pokerGameId: banner.pokerGameId,
  }));

  const supplierCodesWithGames = new Set(games.map((game) => String(game.supplier).toLowerCase()));
  // A reply that carries only the games it shows counts each supplier's games instead.
  const suppliers = uniqueBy(records(raw.suppliers), (supplier) => String(supplier.code).toLowerCase())
    .filter(
      (supplier) =>
        positiveCount(supplier.gameCount) > 0 || supplierCodesWithGames.has(String(supplier.code).toLowerCase()),
    )
    .map(({ gameCount: _count, ...supplier }): Supplier => supplier);

  const context: BlockContext = {
    resolveGames,
    labelsById,
    bannersById: indexBy(banners, (banner) => banner.id),
    pokerBannersById: indexBy(pokerBanners, (banner) => banner.id),
    suppliersByCode: indexBy(suppliers, (supplier) => String(supplier.code).toLowerCase()),
  };
  const blocks = uniqueBy(records(raw.blocks), (block) => block.id)
    .filter((block) => isWithinWindow(block.startDate, block.endDate, options.now))
    .map((block) => normaliseBlock(block, context))
    .filter(hasRequiredContent);
  const blocksById = indexBy(blocks, (block) => block.id);

  const pages = uniqueBy(records(raw.pages), (page) => page.id).map((page): Page => ({
    id: page.id,
    slug: page.slug,
    title: page.title,
    blocks: resolveIds(listOf(page.blocks), blocksById),
  }));

  const links = uniqueBy(records(raw.links), (link) => link.id)
    .filter((link) => isWithinWindow(link.startDate, link.endDate, options.now))
    .map((link) => normaliseLink(link, gamesByKey));

  return {
    pages,
    links,
    locale: raw.locale,
    lobbyPlatform: raw.lobbyPlatform ?? null,
    region: raw.region,
    blocks,
    suppliers,
    labels,
    games,
    gameCount: Math.max(positiveCount(raw.gameCount), games.length),
    banners,
    pokerBanners,
    showNavigation: raw.showNavigation === true,
    showSearch: raw.showSearch === true,
    maintenanceMode: raw.maintenanceMode === true,
    country: raw.country ?? null,
    currency: raw.currency ?? null,
  };
}

interface BlockContext {
  readonly resolveGames: (keys: readonly string[]) => readonly Game[];
  readonly labelsById: ReadonlyMap<string, Label>;
  readonly bannersById: ReadonlyMap<string, Banner>;
  readonly pokerBannersById: ReadonlyMap<string, PokerBanner>;
  readonly suppliersByCode: ReadonlyMap<string, Supplier>;
}

function normaliseBlock(raw: RawBlock, context: BlockContext): Block {
  const games = context.resolveGames(listOf(raw.games));
  return {
    id: raw.id,
    type: raw.type,
    slug: raw.slug,
    heading: raw.heading,
    showMore: raw.showMore === true,
    width: raw.width,
    tilesPerRow: raw.tilesPerRow,
    cardStyle: raw.cardStyle,
    games,
    gameCount: Math.max(positiveCount(raw.gameCount), games.length),
    banners: resolveIds(listOf(raw.banners), context.bannersById),
    pokerBanners: resolveIds(listOf(raw.pokerBanners), context.pokerBannersById),
    suppliers: resolveIds(
      listOf(raw.suppliers).map((code) => String(code).toLowerCase()),
      context.suppliersByCode,
    ),
    labels: resolveIds(listOf(raw.labels), context.labelsById),
    startDate: raw.startDate ?? null,
    endDate: raw.endDate ?? null,
    platforms: listOf(raw.platforms),
    audiences: listOf(raw.audiences),
  };
}

function normaliseBanner(
  raw: RawBanner,
  resolveGames: (keys: readonly string[]) => readonly Game[],
  labelsById: ReadonlyMap<string, Label>,
): Banner {
  return {
    id: raw.id,
    title: raw.title,
    description: textOrNull(raw.description),
    buttonText: textOrNull(raw.buttonText),
    image: raw.image,
    games: resolveGames(listOf(raw.games)),
    labels: resolveIds(listOf(raw.labels), labelsById),
    link: raw.link ?? null,
  };
}

function normaliseLink(raw: RawLink, gamesByKey: ReadonlyMap<string, Game>): Link {
  const key = raw.game === null || raw.game === undefined ? null : comparableGameKey(raw.game);
  return {
    id: raw.id,
    slug: raw.slug,
    type: raw.type,
    game: key === null ? null : (gamesByKey.get(key) ?? null),
    pageTitle: raw.pageTitle,
    url: raw.url ?? null,
    startDate: raw.startDate ?? null,
    endDate: raw.endDate ?? null,
  };
}

/** Keys as the content writes them ('oryx:x', any case) to games, unknown keys dropped. */
function resolveGameKeys(keys: readonly string[], gamesByKey: ReadonlyMap<string, Game>): readonly Game[] {
  const games: Game[] = [];
  for (const key of keys) {
    const comparable = comparableGameKey(key);
    const game = comparable === null ? undefined : gamesByKey.get(comparable);
    if (game !== undefined) games.push(game);
  }
  return games;
}

/** A count from the wire: absent, negative or unreadable counts as none. */
function positiveCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Optional copy: blank or missing text is no text, so the card leaves the line out. */
function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Entries that are objects at all: a null inside a list must not crash the lobby. */
function records<T>(list: readonly T[] | null | undefined): readonly T[] {
  return listOf(list).filter((item) => isRecord(item));
}

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function indexBy<T>(items: readonly T[], keyOf: (item: T) => string): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(keyOf(item))) map.set(keyOf(item), item);
  return map;
}
