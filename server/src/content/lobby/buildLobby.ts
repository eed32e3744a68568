import { resolveRegion } from '@lobby/domain';
import {
  LOBBY_BLOCK_GAMES,
  type BlockType,
  type BlockWidth,
  type CardStyle,
  type LinkType,
  type Platform,
  type RawBanner,
  type RawBlock,
  type RawLabel,
  type RawLink,
  type RawLobbyResponse,
  type RawPage,
  type RawPokerBanner,
  type RawSupplier,
  type TilesPerRow,
  type UserStatus,
} from '@lobby/shared';
import type { Queryable } from '../../db/database';
import { AVAILABLE, selectGames, titleLocale } from '../gameRows';
import type { LobbyParams } from './lobbyParams';

export interface BuiltLobby {
  readonly response: RawLobbyResponse;
  /** The next instant a block or link window opens or closes: the response is stale then. */
  readonly nextBoundaryMs: number | null;
}

interface BlockRow {
  id: string;
  type: BlockType;
  slug: string;
  heading: string;
  show_more: boolean;
  game_count: number;
  width: BlockWidth;
  tiles_per_row: TilesPerRow;
  card_style: CardStyle;
  start_at: Date | null;
  end_at: Date | null;
  platforms: Platform[];
  audiences: UserStatus[];
  games: string[];
  banners: string[];
  poker_banners: string[];
  suppliers: string[];
  labels: string[];
}

interface BannerRow {
  id: string;
  kind: 'banner' | 'poker';
  title: string;
  description: string | null;
  button_text: string | null;
  image_desktop: string | null;
  image_mobile: string | null;
  link: string | null;
  poker_game_id: number | null;
  games: string[];
  labels: string[];
}

interface LinkRow {
  id: string;
  slug: string;
  type: LinkType;
  game_key: string | null;
  page_title: string;
  url: string | null;
  start_at: Date | null;
  end_at: Date | null;
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** Localized content string: locale, then language, then the stored default. */
const localized = (column: string, key: string): string => `COALESCE(
  (SELECT value FROM translations WHERE namespace = 'content' AND locale = $1 AND key = ${key}),
  (SELECT value FROM translations WHERE namespace = 'content' AND locale = $2 AND key = ${key}),
  ${column})`;

/**
 * A banner's optional copy, localized: a banner without the text in its own row has none in
 * any locale (null means "headline only", "no call to action"), whatever translations remain.
 */
const localizedOptional = (column: string, key: string): string =>
  `CASE WHEN ${column} IS NULL THEN NULL ELSE ${localized(column, key)} END`;

const bannerKey = (field: string): string => `'banner.' || n.id || '.${field}'`;

/** A relation's available game keys in its order, at most `limit` of them (SQL). */
const AVAILABLE_KEYS = (table: string, owner: string, ownerId: string, available: string, limit = ''): string =>
  `COALESCE((SELECT array_agg(s.game_key ORDER BY s.position) FROM (
     SELECT x.game_key, x.position FROM ${table} x JOIN games g ON g.key = x.game_key
     WHERE x.${owner} = ${ownerId} AND ${available} ORDER BY x.position ${limit}) s), '{}')`;

const WINDOW = (alias: string): string =>
  `(${alias}.start_at IS NULL OR ${alias}.start_at <= $3) AND (${alias}.end_at IS NULL OR ${alias}.end_at > $3)`;

/**
 * The lobby response for one parameter set (SPEC §7 "GET casino"): blocks for the platform
 * and audience inside their window, pages, links, suppliers, labels, banners and the lobby
 * switches, with its texts in the requested locale: page and link titles, block headings,
 * label titles and banner copy come from the 'content' translations (the keys the seed's
 * contentTranslations.ts lists). Games everywhere name their labels by id, so a tile shows
 * this reply's label title wherever it is listed. Its games are only those it can show at
 * once, in the card shape: each block's first LOBBY_BLOCK_GAMES available games (with the
 * block's count), link games and banner games; GET games serves the rest of the catalogue,
 * so the reply's size does not grow with it (docs/api.md).
 */
export async function buildLobby(db: Queryable, params: LobbyParams, now: Date): Promise<BuiltLobby> {
  const title = titleLocale(params.locale, params.useCodeTitle);
  const content = [title.locale, title.language, now.toISOString()];
  const audiences = ['Always', ...params.userStatuses];

  const [blocks, pages, links, suppliers, labels, banners, settings, currency, boundary, gameCount] = await Promise.all([
    db.query<BlockRow>(
      `SELECT b.id, b.type, b.slug, ${localized('b.heading', `'block.' || b.slug || '.heading'`)} AS heading,
         b.show_more, b.width, b.tiles_per_row, b.card_style, b.start_at, b.end_at, b.platforms, b.audiences,
         ${AVAILABLE_KEYS('block_games', 'block_id', 'b.id', AVAILABLE(params.platform, '$6'), 'LIMIT $7')} AS games,
         (SELECT count(*)::int FROM block_games x JOIN games g ON g.key = x.game_key
          WHERE x.block_id = b.id AND ${AVAILABLE(params.platform, '$6')}) AS game_count,
         COALESCE((SELECT array_agg(x.banner_id ORDER BY x.position) FROM block_banners x JOIN banners n ON n.id = x.banner_id
                    WHERE x.block_id = b.id AND n.kind = 'banner'), '{}') AS banners,
         COALESCE((SELECT array_agg(x.banner_id ORDER BY x.position) FROM block_banners x JOIN banners n ON n.id = x.banner_id
                    WHERE x.block_id = b.id AND n.kind = 'poker'), '{}') AS poker_banners,
         COALESCE((SELECT array_agg(x.supplier_code ORDER BY x.position) FROM block_suppliers x WHERE x.block_id = b.id), '{}') AS suppliers,
         COALESCE((SELECT array_agg(x.label_id ORDER BY x.position) FROM block_labels x WHERE x.block_id = b.id), '{}') AS labels
       FROM blocks b
       WHERE ${WINDOW('b')} AND $4 = ANY (b.platforms) AND b.audiences && $5::text[]
       ORDER BY b.id`,
      [...content, params.platform, audiences, params.isIos, LOBBY_BLOCK_GAMES],
    ),
    db.query<{ id: string; slug: string; title: string; blocks: string[] }>(
      `SELECT p.id, p.slug, ${localized('p.title', `'page.' || p.slug || '.title'`)} AS title,
         COALESCE((SELECT array_agg(x.block_id ORDER BY x.position) FROM page_blocks x WHERE x.page_id = p.id), '{}') AS blocks
       FROM pages p ORDER BY p.position, p.id`,
      [title.locale, title.language],
    ),
    db.query<LinkRow>(
      `SELECT l.id, l.slug, l.type, l.game_key, ${localized('l.page_title', `'link.' || l.slug || '.title'`)} AS page_title,
         l.url, l.start_at, l.end_at
       FROM links l WHERE ${WINDOW('l')} ORDER BY l.position, l.id`,
      content,
    ),
    db.query<{ code: string; name: string; image_desktop: string | null; image_mobile: string | null; game_count: number }>(
      `SELECT s.code, s.name, s.image_desktop, s.image_mobile,
         (SELECT count(*)::int FROM games g WHERE g.supplier = s.code AND ${AVAILABLE(params.platform, '$1')}) AS game_count
       FROM suppliers s ORDER BY s.position, s.code`,
      [params.isIos],
    ),
    db.query<{ id: string; title: string; image_desktop: string | null; image_mobile: string | null }>(
      `SELECT l.id, ${localized('l.title', `'label.' || l.id || '.title'`)} AS title, l.image_desktop, l.image_mobile
       FROM labels l ORDER BY l.id`,
      [title.locale, title.language],
    ),
    db.query<BannerRow>(
      `SELECT n.id, n.kind, ${localized('n.title', bannerKey('title'))} AS title,
         ${localizedOptional('n.description', bannerKey('description'))} AS description,
         ${localizedOptional('n.button_text', bannerKey('buttonText'))} AS button_text,
         n.image_desktop, n.image_mobile, n.link, n.poker_game_id,
         ${AVAILABLE_KEYS('banner_games', 'banner_id', 'n.id', AVAILABLE(params.platform, '$3'))} AS games,
         COALESCE((SELECT array_agg(x.label_id ORDER BY x.position) FROM banner_labels x WHERE x.banner_id = n.id), '{}') AS labels
       FROM banners n ORDER BY n.position, n.id`,
      [title.locale, title.language, params.isIos],
    ),
    db.query<{ key: string; value: unknown }>('SELECT key, value FROM site_settings'),
    db.query<{ currency: string | null }>(
      `SELECT currency FROM licenses WHERE country = $1 ORDER BY (bundle_id = '') DESC LIMIT 1`,
      [params.country ?? ''],
    ),
    db.query<{ next: Date | null }>(
      `SELECT min(t) AS next FROM (
         SELECT start_at AS t FROM blocks UNION ALL SELECT end_at FROM blocks
         UNION ALL SELECT start_at FROM links UNION ALL SELECT end_at FROM links) AS edges
       WHERE t > $1`,
      [now.toISOString()],
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM games g WHERE ${AVAILABLE(params.platform, '$1')}`, [
      params.isIos,
    ]),
  ]);

  const shownKeys = new Set<string>();
  for (const row of blocks.rows) for (const key of row.games) shownKeys.add(key);
  for (const row of banners.rows) for (const key of row.games) shownKeys.add(key);
  for (const row of links.rows) if (row.game_key !== null) shownKeys.add(row.game_key);
  const games = await selectGames(
    db,
    title,
    { where: `g.key = ANY ($4::text[]) AND ${AVAILABLE(params.platform, '$5')}`, params: [[...shownKeys], params.isIos] },
    'card',
  );
  const setting = (key: string): unknown => settings.rows.find((row) => row.key === key)?.value;

  const rawBlocks: RawBlock[] = blocks.rows.map((row) => ({
    id: row.id,
    type: row.type,
    slug: row.slug,
    heading: row.heading,
    showMore: row.show_more,
    gameCount: row.game_count,
    width: row.width,
    tilesPerRow: row.tiles_per_row,
    cardStyle: row.card_style,
    games: row.games,
    banners: row.banners,
    pokerBanners: row.poker_banners,
    suppliers: row.suppliers,
    labels: row.labels,
    startDate: iso(row.start_at),
    endDate: iso(row.end_at),
    platforms: row.platforms,
    audiences: row.audiences,
  }));
  const blockIds = new Set(rawBlocks.map((block) => block.id));
  const rawPages: RawPage[] = pages.rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    blocks: row.blocks.filter((id) => blockIds.has(id)),
  }));
  const rawLinks: RawLink[] = links.rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    type: row.type,
    game: row.game_key,
    pageTitle: row.page_title,
    url: row.url,
    startDate: iso(row.start_at),
    endDate: iso(row.end_at),
  }));
  const toBanner = (row: BannerRow): RawBanner => ({
    id: row.id,
    title: row.title,
    description: row.description,
    buttonText: row.button_text,
    image: { desktop: row.image_desktop, mobile: row.image_mobile },
    games: row.games,
    labels: row.labels,
    link: row.link,
  });
  const pokerBanners: RawPokerBanner[] = banners.rows
    .filter((row) => row.kind === 'poker')
    .map((row) => ({ ...toBanner(row), pokerGameId: row.poker_game_id ?? 0 }));
  const rawSuppliers: RawSupplier[] = suppliers.rows.map((row) => ({
    code: row.code,
    name: row.name,
    images: { desktop: row.image_desktop, mobile: row.image_mobile },
    gameCount: row.game_count,
  }));
  const rawLabels: RawLabel[] = labels.rows.map((row) => ({
    id: row.id,
    title: row.title,
    images: { desktop: row.image_desktop, mobile: row.image_mobile },
  }));
  const defaultCurrency = setting('defaultCurrency');

  return {
    response: {
      pages: rawPages,
      links: rawLinks,
      locale: params.locale,
      lobbyPlatform: params.lobbyPlatform,
      region: resolveRegion({ licenseType: params.licenseType, brand: params.brand }),
      blocks: rawBlocks,
      suppliers: rawSuppliers,
      labels: rawLabels,
      games,
      gameCount: gameCount.rows[0]?.count ?? 0,
      banners: banners.rows.filter((row) => row.kind === 'banner').map(toBanner),
      pokerBanners,
      showNavigation: setting('showNavigation') !== false,
      showSearch: setting('showSearch') !== false,
      maintenanceMode: setting('maintenanceMode') === true,
      country: params.country,
      currency: currency.rows[0]?.currency ?? (typeof defaultCurrency === 'string' ? defaultCurrency : null),
    },
    nextBoundaryMs: boundary.rows[0]?.next?.getTime() ?? null,
  };
}
