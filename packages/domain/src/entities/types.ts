/**
 * The lobby view model (SPEC §3): what normaliseLobby produces from the raw casino
 * response. References between entities are resolved to objects, so screens never
 * look anything up by id; defaults of SPEC §3 are already applied.
 */
import type {
  BlockType,
  BlockWidth,
  CardStyle,
  ImagePair,
  LinkType,
  Platform,
  TilesPerRow,
  UserStatus,
} from '@lobby/shared';

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
}

export interface Banner {
  readonly id: string;
  readonly title: string;
  readonly image: ImagePair;
  readonly games: readonly Game[];
  readonly labels: readonly Label[];
  readonly link: string | null;
}

export interface PokerBanner extends Banner {
  readonly pokerGameId: number;
}

export interface Block {
  readonly id: string;
  readonly type: BlockType;
  readonly slug: string;
  readonly heading: string;
  /** Whether the block has a 'more' link to its own listing. */
  readonly showMore: boolean;
  readonly width: BlockWidth;
  readonly tilesPerRow: TilesPerRow;
  readonly cardStyle: CardStyle;
  readonly games: readonly Game[];
  readonly banners: readonly Banner[];
  readonly pokerBanners: readonly PokerBanner[];
  readonly suppliers: readonly Supplier[];
  readonly labels: readonly Label[];
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** Empty means every platform. */
  readonly platforms: readonly Platform[];
  /** Empty means everyone (as 'Always'). */
  readonly audiences: readonly UserStatus[];
}

export interface Page {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly blocks: readonly Block[];
}

export interface Link {
  readonly id: string;
  readonly slug: string;
  readonly type: LinkType;
  /** The game of a game link, resolved; null when absent or unknown. */
  readonly game: Game | null;
  readonly pageTitle: string;
  readonly url: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

export interface Lobby {
  readonly pages: readonly Page[];
  readonly links: readonly Link[];
  readonly locale: string;
  readonly lobbyPlatform: string | null;
  readonly region: string;
  readonly blocks: readonly Block[];
  readonly suppliers: readonly Supplier[];
  readonly labels: readonly Label[];
  readonly games: readonly Game[];
  readonly banners: readonly Banner[];
  readonly pokerBanners: readonly PokerBanner[];
  readonly showNavigation: boolean;
  readonly showSearch: boolean;
  readonly maintenanceMode: boolean;
  readonly country: string | null;
  readonly currency: string | null;
}
