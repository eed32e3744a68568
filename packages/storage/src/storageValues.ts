import type { PlatformType, RawRecentGame } from '@lobby/shared';

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
}

