/**
 * Wire shapes of the casino content service (SPEC §7), shared by the server that produces
 * them and packages/domain that normalises them. Fields are optional or nullable where the
 * SPEC gives the lobby a default to apply; normalisation lives in packages/domain.
 */
import type { Platform, UserStatus } from './settings';

/**
 * The header carrying an editor's preview token to the lobby call (docs/preview.md): a header,
 * so the token never lands in a URL that caches or logs keep.
 */
export const PREVIEW_TOKEN_HEADER = 'X-Preview-Token';

export const SUPPLIERS = [
  'bragg',
  'oryx',
  'asiagaming',
  'native',
  'inhouse',
  'sicbo',
  'haba',
  'atg99',
  'atg101',
] as const;
export type SupplierCode = (typeof SUPPLIERS)[number];

export const BLOCK_TYPES = [
  'banner',
  'poker-banner',
  'standard',
  'grid',
  'firstDouble',
  'favorites',
  'recent',
  'freespin',
  'featured',
  'providers',
  'navigation',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const BLOCK_WIDTHS = ['full', 'half', 'third', 'quarter'] as const;
export type BlockWidth = (typeof BLOCK_WIDTHS)[number];

export const TILES_PER_ROW = [3, 5, 6, 7] as const;
export type TilesPerRow = (typeof TILES_PER_ROW)[number];

export const CARD_STYLES = ['default', 'imageTile', 'contentOverlay', 'featured'] as const;
export type CardStyle = (typeof CARD_STYLES)[number];

export const LINK_TYPES = ['game', 'external', 'default', 'favorites', 'bonus', 'path'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export interface ImagePair {
  readonly desktop: string | null;
  readonly mobile: string | null;
}

/** How a game's wins are spread (issue #34, game facts): rare and large to frequent and small. */
export const VOLATILITIES = ['low', 'medium', 'high', 'veryHigh'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/**
 * What a player compares games on (issue #34), stored by the content service. Every field is
 * null where the content does not say; the release date, provider and bet range are the game's
 * own fields (releasedAt, supplier, bets).
 */
export interface RawGameFacts {
  /** Return to player in percent, e.g. 96.5. */
  readonly rtp: number | null;
  readonly volatility: Volatility | null;
  /** The largest win as a multiple of the bet, e.g. 5000. */
  readonly maxWin: number | null;
  /** Paylines; null for a ways game or a table game. */
  readonly lines: number | null;
  /** Ways to win; null for a lines game or a table game. */
  readonly ways: number | null;
  /** A short rules text in the reply's locale (English where it has no translation). */
  readonly rules: string | null;
}

/**
 * A progressive jackpot (issue #34): `amount` at the instant `at` (ISO 8601), growing by
 * `perSecond` since; the lobby ticks it forward on its own clock. In the lobby's currency.
 */
export interface RawJackpot {
  readonly amount: number;
  readonly perSecond: number;
  readonly at: string;
}

export interface RawGame {
  readonly code: string;
  /** Localized title; null when the content has none for the locale. */
  readonly title: string | null;
  /** The raw content title (e.g. "gates_of_olympus_1000"), cleaned up as the fallback title. */
  readonly rawTitle: string;
  readonly info: string | null;
  readonly groups: readonly { readonly name: string; readonly slug: string }[];
  readonly supplier: string;
  readonly mobile: boolean;
  readonly desktop: boolean;
  readonly supportsFreeRounds: boolean;
  readonly isActive: boolean;
  readonly image: ImagePair;
  readonly bets: { readonly min: number; readonly max: number } | null;
  readonly ios: boolean;
  readonly aggregator?: string | null;
  readonly servingMethod?: 'remote' | 'local' | null;
  readonly orientation?: 'auto' | 'landscape' | 'portrait' | null;
  readonly position?: 'left' | 'right' | null;
  readonly casinoCoin?: boolean | null;
  /** ISO 8601. */
  readonly releasedAt: string;
  readonly featuredImage: ImagePair | null;
  /** Label ids. */
  readonly labels: readonly string[];
  readonly tableId: string | null;
  readonly loadingTimeoutInSeconds: number | null;
  readonly supportedLocales: readonly string[];
  readonly lobbyUrl: string | null;
  readonly playingCount: number;
  readonly loadingImage?: { readonly landscape: string | null; readonly portrait: string | null } | null;
  /** The game has a fun-money demo (issue #34 "Play for fun"); absent means it has none. */
  readonly hasDemo?: boolean;
  /** The game's progressive jackpot, when it has one. */
  readonly jackpot?: RawJackpot | null;
  /** GET games only: the game's facts, null when the content has none. */
  readonly facts?: RawGameFacts | null;
}

/**
 * A game as the lobby reply carries it: what a tile, a link and the launch need. The
 * relations only a full game page or a filter reads (groups, bets) stay with GET games.
 */
export type RawGameCard = Omit<RawGame, 'groups' | 'bets' | 'facts'> & Partial<Pick<RawGame, 'groups' | 'bets'>>;

/** How many games the lobby reply sends per block: a slider shows 11 and a 'show all' tile from 12. */
export const LOBBY_BLOCK_GAMES = 12;

export interface RawSupplier {
  readonly code: string;
  readonly name: string;
  readonly images: ImagePair;
  /** Games of the supplier available on the reply's platform; absent in replies that carry every game. */
  readonly gameCount?: number;
}

export interface RawLabel {
  readonly id: string;
  readonly title: string;
  readonly images: ImagePair;
}

export interface RawBanner {
  readonly id: string;
  /** The headline, e.g. "Weekend Free Spins". */
  readonly title: string;
  /** The line under the headline; null when the banner has only a headline. */
  readonly description?: string | null;
  /** The call to action on the banner's button, e.g. "Claim now"; null for none. */
  readonly buttonText?: string | null;
  readonly image: ImagePair;
  /** Game keys. */
  readonly games: readonly string[];
  readonly labels: readonly string[];
  readonly link: string | null;
}

export interface RawPokerBanner extends RawBanner {
  readonly pokerGameId: number;
}

export interface RawBlock {
  readonly id: string;
  readonly type: BlockType;
  readonly slug: string;
  readonly heading: string;
  readonly showMore: boolean;
  readonly width: BlockWidth;
  readonly tilesPerRow: TilesPerRow;
  readonly cardStyle: CardStyle;
  /** Game keys, in display order: the first LOBBY_BLOCK_GAMES available ones. */
  readonly games: readonly string[];
  /** How many available games the block has in all; absent in replies that carry every game. */
  readonly gameCount?: number;
  readonly banners: readonly string[];
  readonly pokerBanners: readonly string[];
  readonly suppliers: readonly string[];
  readonly labels: readonly string[];
  /** ISO 8601 or null for an open end. */
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly platforms: readonly Platform[];
  readonly audiences: readonly UserStatus[];
}

export interface RawPage {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  /** Block ids, in order. */
  readonly blocks: readonly string[];
}

export interface RawLink {
  readonly id: string;
  readonly slug: string;
  readonly type: LinkType;
  /** Game key for type game. */
  readonly game: string | null;
  readonly pageTitle: string;
  /** Target for external and path links. */
  readonly url: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

export interface RawLobbyResponse {
  readonly pages: readonly RawPage[];
  readonly links: readonly RawLink[];
  readonly locale: string;
  readonly lobbyPlatform: string | null;
  readonly region: string;
  readonly blocks: readonly RawBlock[];
  readonly suppliers: readonly RawSupplier[];
  readonly labels: readonly RawLabel[];
  /**
   * The games the reply can show at once (each block's first games, link and banner games),
   * not the catalogue: GET games serves the rest.
   */
  readonly games: readonly RawGameCard[];
  /** Games available on the reply's platform in all; absent in replies that carry every game. */
  readonly gameCount?: number;
  readonly banners: readonly RawBanner[];
  readonly pokerBanners: readonly RawPokerBanner[];
  readonly showNavigation: boolean;
  readonly showSearch: boolean;
  readonly maintenanceMode: boolean;
  readonly country: string | null;
  readonly currency: string | null;
}

export const BONUS_TYPES = ['Content', 'Free Spin'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

export interface RawBonus {
  readonly id: string;
  readonly type: BonusType;
  readonly status: 'active' | 'expired' | 'pending';
  readonly consumed: boolean;
  readonly title: string;
  readonly description: string;
  readonly image: ImagePair;
  /** Game keys the bonus applies to. */
  readonly games: readonly string[];
  readonly gameProvider: string | null;
  readonly expiresAt: string | null;
  /** The amount to wager before the bonus pays out, when it has a wagering requirement. */
  readonly wageringRequired?: number | null;
  /** How much of wageringRequired the player has wagered so far. */
  readonly wageringDone?: number | null;
}

/** GET games: one page of the matching games and how many match in all. */
export interface RawGamesPage {
  readonly data: readonly RawGame[];
  readonly total: number;
}

/**
 * One game of the search index: [key (aggregator:code), localized title, index into
 * `suppliers`, indexes into `groups`, playing count, releasedAt in epoch seconds (0: unknown),
 * index into VOLATILITIES (-1: unknown), RTP in percent (0: unknown)].
 */
export type RawSearchIndexRow = readonly [
  key: string,
  title: string,
  supplier: number,
  groups: readonly number[],
  playingCount: number,
  releasedAt: number,
  volatility: number,
  rtp: number,
];

/**
 * GET /api/v1/casino/games/search-index: every game a platform offers, compact, for the search
 * panel's matcher in the browser. Past the server's SEARCH_INDEX_MAX_GAMES, `serverSearch` is
 * true, `games` holds only the most played (shown before typing) and queries go to GET
 * /api/v1/casino/games/search.
 */
export interface RawSearchIndex {
  readonly locale: string;
  /** Games available on the platform in all. */
  readonly total: number;
  readonly serverSearch: boolean;
  /** Supplier codes and display names, referenced by index from the rows. */
  readonly suppliers: readonly { readonly code: string; readonly name: string }[];
  /** Group names, referenced by index from the rows. */
  readonly groups: readonly string[];
  readonly games: readonly RawSearchIndexRow[];
}

export interface RawRecentGame {
  readonly gameId: string;
  readonly playedTimestampMs: number;
}

export interface RawFreeRound {
  readonly code: string;
  readonly aggregator: string;
  readonly rounds: number;
  readonly expiresAt: string | null;
}

/** How a game is played (issue #34): for real money (SPEC §4's rules) or for fun money. */
export const PLAY_MODES = ['real', 'fun'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

/** The periods a player-protection limit counts over (issue #34). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;

/** The breaks from play a player can take (issue #34): a cool-off (short) or a self-exclusion. */
export const PLAY_EXCLUSION_KINDS = ['coolOff', 'selfExcluded'] as const;

/** A player-protection limit (issue #34) over its period, in the lobby's currency. */
export interface RawProtectionLimit {
  readonly amount: number;
  readonly used: number;
  readonly period: (typeof LIMIT_PERIODS)[number];
  /** ISO 8601: when `used` starts again from 0. */
  readonly resetsAt: string;
}

/** A break the player took from play: a cool-off (short) or a self-exclusion (long or open-ended). */
export interface RawPlayExclusion {
  readonly kind: (typeof PLAY_EXCLUSION_KINDS)[number];
  /** ISO 8601, or null for an exclusion without an end. */
  readonly until: string | null;
}

/**
 * Player protection as the operator configures it for a licence type (issue #34). `licenseType`
 * null is the policy of a lobby without one.
 */
export interface RawProtectionPolicy {
  readonly licenseType: string | null;
  /** Show the session clock in the lobby and over the game. */
  readonly sessionClock: boolean;
  /** Seconds between reality checks; null: none. */
  readonly realityCheckSeconds: number | null;
  /** The operator's page of the player's limits and of help with gambling; null: none. */
  readonly limitsUrl: string | null;
  readonly helpUrl: string | null;
}

/** GET /api/player/protection?licenseType=…: the policy in force and the player's state under it. */
export interface RawPlayerProtection {
  readonly policy: RawProtectionPolicy;
  /** ISO 8601: when the player's session began (the session clock and reality checks count from it). */
  readonly sessionStartedAt: string;
  readonly depositLimit: RawProtectionLimit | null;
  readonly lossLimit: RawProtectionLimit | null;
  readonly exclusion: RawPlayExclusion | null;
}
