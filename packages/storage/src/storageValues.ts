import type { AnalyticsEvent, PlatformType, RawRecentGame } from '@lobby/shared';

/** The session record (SPEC §3 "User session"). */
export interface StoredCasinoUser {
  readonly userId: string | null;
  readonly sessionId: string | null;
}

export interface StoredBalanceInfo {
  readonly userBalance: number;
  readonly casinoCoin: number;
  readonly exchangeRate: number;
}

export interface StoredMiniGameCoin {
  readonly miniGameCoin: number;
  readonly miniGameId: number;
}

/** Written by a game window so the lobby window can pick up favourite and recent-game changes. */
export interface StoredFavouritesRecentSync {
  /** Game keys. */
  readonly favourites: readonly string[];
  readonly recentGames: readonly RawRecentGame[];
  readonly updatedAtMs: number;
}

export interface StoredPlayingCount {
  readonly count: number;
  readonly updatedAtMs: number;
}

/** SPEC §9: fake player counts cached 24 h, single counts refreshed after 10 min. */
export interface StoredGamesPlayingCount {
  readonly generatedAtMs: number;
  /** By game key. */
  readonly counts: Readonly<Record<string, StoredPlayingCount>>;
}

/** Which proxy base URL (and which step of the timeout ladder) last worked, per API client key. */
export interface StoredFailoverChoice {
  readonly baseUrl: string;
  readonly timeoutIndex: number;
}

export type StoredApiFailover = Readonly<Record<string, StoredFailoverChoice>>;

/**
 * A game that failed to start in a child window (the desktop pop-up), left for the lobby
 * window to forward to the shell (SPEC §8).
 */
export interface StoredGameStartError {
  readonly gameCode: string;
  readonly aggregator: string;
  readonly statusText: string;
  readonly atMs: number;
}

/**
 * A player's write waiting to reach the platform API (packages/api's action outbox): sent in
 * order per game, retried with its idempotency key until the API answers, kept across reloads.
 */
export interface StoredOutboxEntry {
  /** The idempotency key (at least 16 random bytes): the API applies it once. */
  readonly id: string;
  readonly kind: 'favourite' | 'play';
  /** The game key the write is about: writes of one key go out one after another, in order. */
  readonly key: string;
  /** A favourite's wanted state; null for a play. */
  readonly favourite: boolean | null;
  /** When the player acted, epoch ms. */
  readonly atMs: number;
  /** The account it was made on: sent with these credentials, whoever is signed in by then. */
  readonly userId: string;
  readonly sessionId: string;
  /** Failed sends so far. */
  readonly attempts: number;
}

/** The anonymous analytics identity (SPEC §9: kept 365 days). */
export interface StoredAnalyticsIdentity {
  readonly id: string;
  readonly expiresAtMs: number;
}

/**
 * The last reality check (issue #34) a player answered, for the session it was answered in: it is
 * not shown again after a reload, and the lobby's other windows (the desktop game pop-up) close
 * theirs with the same choice.
 */
export interface StoredRealityCheckAnswer {
  readonly sessionId: string;
  /** Epoch ms: when the answered check came due. */
  readonly dueAt: number;
  readonly choice: 'resumed' | 'left';
}

/** One entry per key: what `get` returns and `set` accepts. */
export interface StorageValueMap {
  casinoUser: StoredCasinoUser;
  geoToken: string;
  balanceInfo: StoredBalanceInfo;
  miniGameCoin: StoredMiniGameCoin;
  appVersion: string;
  fullScreen: boolean;
  userPlatformType: PlatformType;
  lobbyPlatform: string;
  /** A signed-in player's recent searches, by player id (guests share guestRecentSearches). */
  recentSearches: Readonly<Record<string, readonly string[]>>;
  guestRecentSearches: readonly string[];
  favouritesRecentSync: StoredFavouritesRecentSync;
  gamesPlayingCount: StoredGamesPlayingCount;
  onboardingViewed: boolean;
  apiFailover: StoredApiFailover;
  gameStartError: StoredGameStartError;
  actionOutbox: readonly StoredOutboxEntry[];
  /** Analytics events not yet delivered, oldest first. */
  analyticsQueue: readonly AnalyticsEvent[];
  analyticsIdentity: StoredAnalyticsIdentity;
  realityCheckAnswered: StoredRealityCheckAnswer;
}

