import {
  BLOCK_TYPES,
  BLOCK_WIDTHS,
  CARD_STYLES,
  SUPPLIERS,
  TILES_PER_ROW,
  type BlockType,
  type BlockWidth,
  type CardStyle,
  type LinkType,
  type Platform,
  type TilesPerRow,
  type UserStatus,
} from '@lobby/shared';
import { gameRoutePath, NATIVE_MINI_GAME_AGGREGATOR } from '@lobby/domain';
import type { SqlParam } from '../db/database';
import { imagePaths } from '../images/imagePaths';
import { POKER_COPY, PROMOTION_COPY, withGame, type BannerCopy } from './bannerCopy';
import { LABELS, type SeededGame } from './games';
import type { Prng } from './prng';
import { seedTable, type SeedTable } from './seedTable';

const DAY_MS = 86_400_000;

interface BlockSpec {
  readonly type: BlockType;
  readonly heading: string;
  readonly width?: BlockWidth;
  readonly tilesPerRow?: TilesPerRow;
  readonly cardStyle?: CardStyle;
  readonly showMore?: boolean;
  /** Group the block's games come from; none means any game. */
  readonly group?: string;
  readonly gameCount?: number;
  /**
   * The games of the earlier block with this heading, instead of a sample: the block shows the
   * same games and the seed's random sequence (everything generated after it) stays as it was.
   */
  readonly gamesOf?: string;
  readonly platforms?: readonly Platform[];
  readonly audiences?: readonly UserStatus[];
  /** Window relative to now, in days. */
  readonly window?: { readonly startDays: number | null; readonly endDays: number | null };
}

const PAGES: readonly { readonly slug: string; readonly title: string; readonly blocks: readonly BlockSpec[] }[] = [
  {
    slug: 'home',
    title: 'Home',
    blocks: [
      { type: 'banner', heading: 'Featured promotions' },
      { type: 'navigation', heading: 'Browse' },
      { type: 'favorites', heading: 'My favourites', width: 'half', tilesPerRow: 5, audiences: ['LoggedIn'] },
      { type: 'recent', heading: 'Recently played', width: 'half', tilesPerRow: 5, audiences: ['LoggedIn'] },
      { type: 'standard', heading: 'Popular now', showMore: true, gameCount: 30 },
      { type: 'featured', heading: 'Editor’s picks', tilesPerRow: 3, cardStyle: 'featured', gameCount: 6 },
      { type: 'firstDouble', heading: 'Top slots', tilesPerRow: 6, cardStyle: 'imageTile', group: 'slots', gameCount: 13 },
      { type: 'grid', heading: 'New releases', tilesPerRow: 5, cardStyle: 'contentOverlay', showMore: true, gameCount: 20 },
      { type: 'poker-banner', heading: 'Poker', width: 'third' },
      { type: 'freespin', heading: 'Free spins', width: 'third', audiences: ['LoggedIn', 'FirstDeposit'] },
      { type: 'providers', heading: 'Providers', width: 'third' },
      { type: 'standard', heading: 'Welcome offer', width: 'quarter', tilesPerRow: 3, audiences: ['Guest'], gameCount: 6 },
      { type: 'standard', heading: 'Jackpots', width: 'quarter', tilesPerRow: 3, group: 'jackpot', gameCount: 8 },
      { type: 'standard', heading: 'First deposit picks', width: 'quarter', tilesPerRow: 3, audiences: ['FirstDeposit'], gameCount: 6 },
      { type: 'standard', heading: 'Crash games', width: 'quarter', tilesPerRow: 3, group: 'crash', gameCount: 8 },
      { type: 'standard', heading: 'Desktop exclusives', platforms: ['desktop'], gameCount: 12 },
      { type: 'standard', heading: 'Mobile favourites', platforms: ['mobile'], tilesPerRow: 3, gameCount: 12 },
      { type: 'standard', heading: 'Summer festival', window: { startDays: -60, endDays: -30 }, gameCount: 10 },
      // Unreleased: players see it from its start; editors preview it before (docs/preview.md).
      { type: 'standard', heading: 'Weekend drops', window: { startDays: 4, endDays: 6 }, showMore: true, gameCount: 14 },
      { type: 'standard', heading: 'Winter festival', window: { startDays: 30, endDays: 60 }, gameCount: 10 },
    ],
  },
  {
    slug: 'slots',
    title: 'Slots',
    blocks: [
      { type: 'banner', heading: 'Slot promotions', width: 'half' },
      { type: 'providers', heading: 'Slot providers', width: 'half' },
      { type: 'standard', heading: 'Megaways', group: 'megaways', showMore: true, gameCount: 20 },
      { type: 'grid', heading: 'All slots', group: 'slots', tilesPerRow: 7, showMore: true, gameCount: 60 },
    ],
  },
  {
    slug: 'live',
    title: 'Live Casino',
    blocks: [
      { type: 'featured', heading: 'Live highlights', group: 'live', cardStyle: 'featured', tilesPerRow: 3, gameCount: 6 },
      { type: 'grid', heading: 'Live tables', group: 'live', tilesPerRow: 6, cardStyle: 'contentOverlay', gameCount: 40 },
    ],
  },
  {
    slug: 'table',
    title: 'Table Games',
    blocks: [
      { type: 'firstDouble', heading: 'Table classics', group: 'table', cardStyle: 'imageTile', tilesPerRow: 5, gameCount: 11 },
      { type: 'grid', heading: 'Card games', group: 'card', tilesPerRow: 6, showMore: true, gameCount: 30 },
    ],
  },
  {
    // The page the 'Weekend drops' link opens, dated like its link.
    slug: 'weekend-drops',
    title: 'Weekend drops',
    blocks: [
      { type: 'grid', heading: 'This weekend’s drops', tilesPerRow: 6, window: { startDays: 4, endDays: 6 }, gamesOf: 'Weekend drops' },
    ],
  },
];

/** Blocks of these types show games and are dropped by the lobby without them. */
const GAME_BLOCK_TYPES: ReadonlySet<BlockType> = new Set(['standard', 'grid', 'firstDouble', 'featured']);

function isoDaysFrom(now: Date, days: number | null): string | null {
  return days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString();
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The coverage the issue asks for: every block type, width, tiles-per-row and card style. */
export function assertBlockCoverage(): void {
  const specs = PAGES.flatMap((page) => page.blocks);
  const missing = [
    ...BLOCK_TYPES.filter((type) => !specs.some((spec) => spec.type === type)),
    ...BLOCK_WIDTHS.filter((width) => !specs.some((spec) => (spec.width ?? 'full') === width)),
    ...TILES_PER_ROW.filter((tiles) => !specs.some((spec) => (spec.tilesPerRow ?? 7) === tiles)).map(String),
    ...CARD_STYLES.filter((style) => !specs.some((spec) => (spec.cardStyle ?? 'default') === style)),
  ];
  if (missing.length > 0) throw new Error(`seed pages do not cover: ${missing.join(', ')}`);
}

/** Banners, poker banners, blocks, pages and links over the generated games. */
export function generateContent(prng: Prng, games: readonly SeededGame[], now: Date): SeedTable[] {
  const playable = games.filter((game) => game.isActive && game.desktop && game.mobile);
  const pool = playable.length > 0 ? playable : games;
  const inGroup = (group: string | undefined): readonly SeededGame[] => {
    const matching = group ? pool.filter((game) => game.groups.includes(group)) : pool;
    return matching.length > 0 ? matching : pool;
  };

  const banners: Record<string, SqlParam>[] = [];
  const bannerGames: Record<string, SqlParam>[] = [];
  const bannerLabels: Record<string, SqlParam>[] = [];
  const addBanner = (id: string, copy: BannerCopy, pokerGameId: number | null, position: number): void => {
    const featured = prng.sample(pool, prng.int(1, 3));
    const { title, description, buttonText } = withGame(copy, featured[0]?.title ?? '');
    banners.push({
      id,
      kind: pokerGameId === null ? 'banner' : 'poker',
      title,
      description,
      button_text: buttonText,
      image_desktop: imagePaths.banner(id, 'desktop'),
      image_mobile: imagePaths.banner(id, 'mobile'),
      // A poker banner's link names its poker game: the mini-game of that id (SPEC §4 step 3).
      link:
        pokerGameId === null
          ? featured[0] === undefined
            ? null
            : gameRoutePath(featured[0].aggregator, featured[0].code)
          : gameRoutePath(NATIVE_MINI_GAME_AGGREGATOR, String(pokerGameId)),
      poker_game_id: pokerGameId,
      position,
    });
    featured.forEach((game, index) => bannerGames.push({ banner_id: id, game_key: game.key, position: index }));
    prng
      .sample(LABELS, prng.int(0, 2))
      .forEach((label, index) => bannerLabels.push({ banner_id: id, label_id: label.id, position: index }));
  };
  const bannerIds = PROMOTION_COPY.map((_, index) => `banner-${index + 1}`);
  PROMOTION_COPY.forEach((copy, index) => addBanner(`banner-${index + 1}`, copy, null, index));
  const pokerIds = POKER_COPY.map((poker) => `poker-${poker.pokerGameId}`);
  POKER_COPY.forEach((poker, index) => addBanner(`poker-${poker.pokerGameId}`, poker, poker.pokerGameId, index));

  const blocks: Record<string, SqlParam>[] = [];
  const blockGames: Record<string, SqlParam>[] = [];
  const blockBanners: Record<string, SqlParam>[] = [];
  const blockSuppliers: Record<string, SqlParam>[] = [];
  const blockLabels: Record<string, SqlParam>[] = [];
  const pages: Record<string, SqlParam>[] = [];
  const pageBlocks: Record<string, SqlParam>[] = [];

  PAGES.forEach((page, pagePosition) => {
    pages.push({ id: `page-${page.slug}`, slug: page.slug, title: page.title, position: pagePosition });
    page.blocks.forEach((spec, blockPosition) => {
      const id = `${page.slug}-${blockPosition + 1}-${slugify(spec.heading)}`;
      blocks.push({
        id,
        type: spec.type,
        slug: slugify(spec.heading),
        heading: spec.heading,
        show_more: spec.showMore ?? false,
        width: spec.width ?? 'full',
        tiles_per_row: spec.tilesPerRow ?? 7,
        card_style: spec.cardStyle ?? 'default',
        start_at: isoDaysFrom(now, spec.window?.startDays ?? null),
        end_at: isoDaysFrom(now, spec.window?.endDays ?? null),
        platforms: [...(spec.platforms ?? ['desktop', 'mobile'])],
        audiences: [...(spec.audiences ?? ['Always'])],
      });
      pageBlocks.push({ page_id: `page-${page.slug}`, block_id: id, position: blockPosition });
      const source = spec.gamesOf === undefined ? undefined : blocks.find((block) => block.heading === spec.gamesOf);
      if (source !== undefined) {
        blockGames
          .filter((row) => row.block_id === source.id)
          .forEach((row) => blockGames.push({ ...row, block_id: id }));
      } else if (GAME_BLOCK_TYPES.has(spec.type)) {
        prng
          .sample(inGroup(spec.group), spec.gameCount ?? 12)
          .forEach((game, position) => blockGames.push({ block_id: id, game_key: game.key, position }));
      }
      if (spec.type === 'banner') {
        prng
          .sample(bannerIds, 5)
          .forEach((bannerId, position) => blockBanners.push({ block_id: id, banner_id: bannerId, position }));
      }
      if (spec.type === 'poker-banner') {
        pokerIds.forEach((bannerId, position) => blockBanners.push({ block_id: id, banner_id: bannerId, position }));
      }
      if (spec.type === 'providers') {
        SUPPLIERS.forEach((code, position) => blockSuppliers.push({ block_id: id, supplier_code: code, position }));
      }
      if (spec.type === 'standard' && prng.chance(0.3)) {
        prng
          .sample(LABELS, 2)
          .forEach((label, position) => blockLabels.push({ block_id: id, label_id: label.id, position }));
      }
    });
  });

  return [
    seedTable('banners', banners),
    seedTable('banner_games', bannerGames),
    seedTable('banner_labels', bannerLabels),
    seedTable('blocks', blocks),
    seedTable('block_games', blockGames),
    seedTable('block_banners', blockBanners),
    seedTable('block_suppliers', blockSuppliers),
    seedTable('block_labels', blockLabels),
    seedTable('pages', pages),
    seedTable('page_blocks', pageBlocks),
    seedTable('links', generateLinks(prng, pool, now)),
  ];
}

function generateLinks(prng: Prng, pool: readonly SeededGame[], now: Date): Record<string, SqlParam>[] {
  const link = (
    slug: string,
    type: LinkType,
    pageTitle: string,
    options: { game?: string; url?: string; startDays?: number; endDays?: number } = {},
  ): Omit<Record<string, SqlParam>, 'position'> => ({
    id: `link-${slug}`,
    slug,
    type,
    game_key: options.game ?? null,
    page_title: pageTitle,
    url: options.url ?? null,
    start_at: isoDaysFrom(now, options.startDays ?? null),
    end_at: isoDaysFrom(now, options.endDays ?? null),
  });
  const game = prng.pick(pool);
  return [
    link('home', 'default', 'Home'),
    link('slots', 'default', 'Slots'),
    link('live', 'default', 'Live Casino'),
    link('table', 'default', 'Table Games'),
    link('favorites', 'favorites', 'Favourites'),
    link('bonus', 'bonus', 'Bonuses'),
    link('game-of-the-week', 'game', 'Game of the week', { game: game.key }),
    link('providers', 'path', 'Bragg games', { url: '/provider-games/bragg' }),
    link('responsible-gaming', 'external', 'Responsible gaming', { url: 'https://www.example.org/responsible-gaming' }),
    link('summer-festival', 'default', 'Summer festival', { startDays: -60, endDays: -30 }),
    link('weekend-drops', 'default', 'Weekend drops', { startDays: 4, endDays: 6 }),
    link('winter-festival', 'default', 'Winter festival', { startDays: 30, endDays: 60 }),
  ].map((row, position) => ({ ...row, position }));
}
