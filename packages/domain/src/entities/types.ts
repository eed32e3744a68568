/**
 * The lobby view model (SPEC §3): what normaliseLobby produces from the raw casino
 * response. References between entities are resolved to objects, so screens never
 * look anything up by id; defaults of SPEC §3 are already applied.
 */
import type { ImagePair, RawBanner, RawBlock, RawGameFacts, RawJackpot, RawLink, RawLobbyResponse } from '@lobby/shared';

export type ServingMethod = 'remote' | 'local';
export type GameOrientation = 'auto' | 'landscape' | 'portrait';
export type GamePosition = 'left' | 'right';

export interface Label {
  readonly id: string;
  readonly title: string;
  readonly images: ImagePair;
}

export interface Supplier {
  readonly code: string;
  readonly name: string;
  readonly images: ImagePair;
}

export interface Game {
  /** aggregator + GAME_KEY_SEPARATOR + code: unique across the catalogue. */
  readonly key: string;
  readonly code: string;
  readonly title: string;
  readonly info: string | null;
  readonly groups: readonly { readonly name: string; readonly slug: string }[];
  readonly supplier: string;
  /** The supplier's display name from the lobby's suppliers; null when it has none. */
  readonly supplierName: string | null;
  readonly mobile: boolean;
  readonly desktop: boolean;
  readonly supportsFreeRounds: boolean;
  readonly isActive: boolean;
  readonly image: ImagePair;
  readonly bets: { readonly min: number; readonly max: number } | null;
  readonly ios: boolean;
  readonly aggregator: string;
  readonly servingMethod: ServingMethod;
  readonly orientation: GameOrientation;
  readonly position: GamePosition;
  readonly casinoCoin: boolean;
  /** ISO 8601 as received. */
  readonly releasedAt: string;
  /** releasedAt in epoch ms; NaN when the date is unreadable (sorts last under "new"). */
  readonly releasedAtMs: number;
  readonly featuredImage: ImagePair | null;
  readonly labels: readonly Label[];
  readonly tableId: string | null;
  readonly loadingTimeoutInSeconds: number | null;
  readonly supportedLocales: readonly string[];
  readonly lobbyUrl: string | null;
  readonly playingCount: number;
  readonly loadingImage: { readonly landscape: string | null; readonly portrait: string | null } | null;
  /** Issue #34: the game has a fun-money demo ("Play for fun"). */
  readonly hasDemo: boolean;
  /** Issue #34: the game's progressive jackpot, ticked forward on the lobby's clock. */
  readonly jackpot: RawJackpot | null;
  /** Issue #34: the game's facts when its reply carried them (GET games); null otherwise. */
  readonly facts: RawGameFacts | null;
}

/** Raw shapes with their references resolved: the wire contract stays the one source of fields. */
export interface Banner extends Omit<RawBanner, 'games' | 'labels' | 'description' | 'buttonText'> {
  readonly description: string | null;
  readonly buttonText: string | null;
  readonly games: readonly Game[];
  readonly labels: readonly Label[];
}

export interface PokerBanner extends Banner {
  readonly pokerGameId: number;
}

export interface Block extends Omit<
  RawBlock,
  'games' | 'gameCount' | 'banners' | 'pokerBanners' | 'suppliers' | 'labels'
> {
  /** The games the reply carries, in order: the first ones, not necessarily all. */
  readonly games: readonly Game[];
  /** How many games the block has in all (its 'show all' count and listing length). */
  readonly gameCount: number;
  readonly banners: readonly Banner[];
  readonly pokerBanners: readonly PokerBanner[];
  readonly suppliers: readonly Supplier[];
  readonly labels: readonly Label[];
}

export interface Page {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly blocks: readonly Block[];
}

export interface Link extends Omit<RawLink, 'game'> {
  /** The game of a game link, resolved; null when absent or unknown. */
  readonly game: Game | null;
}

export interface Lobby extends Omit<
  RawLobbyResponse,
  'pages' | 'links' | 'blocks' | 'suppliers' | 'labels' | 'games' | 'gameCount' | 'banners' | 'pokerBanners'
> {
  readonly pages: readonly Page[];
  readonly links: readonly Link[];
  readonly blocks: readonly Block[];
  readonly suppliers: readonly Supplier[];
  readonly labels: readonly Label[];
  /** The games the reply carries (those it shows at once), not the catalogue. */
  readonly games: readonly Game[];
  /** Games available on the platform in all. */
  readonly gameCount: number;
  readonly banners: readonly Banner[];
  readonly pokerBanners: readonly PokerBanner[];
}
