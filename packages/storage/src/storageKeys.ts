/**
 * The lobby's local-storage keys (SPEC §3 "Local storage keys", §9 "Local storage").
 * Callers use the logical names; STORAGE_KEYS gives the string actually stored, so e2e
 * tests and the host-shell simulator can read the same entries.
 */
export const ESSENTIAL_STORAGE_KEYS = [
  'casinoUser',
  'geoToken',
  'balanceInfo',
  'miniGameCoin',
  'appVersion',
  'fullScreen',
  'userPlatformType',
  'lobbyPlatform',
] as const;

export const NON_ESSENTIAL_STORAGE_KEYS = [
  'recentSearches',
  'guestRecentSearches',
  'favouritesRecentSync',
  'gamesPlayingCount',
  'onboardingViewed',
  'apiFailover',
  'gameStartError',
  'actionOutbox',
  'analyticsQueue',
  'analyticsIdentity',
  'realityCheckAnswered',
] as const;

export type EssentialStorageKey = (typeof ESSENTIAL_STORAGE_KEYS)[number];
export type NonEssentialStorageKey = (typeof NON_ESSENTIAL_STORAGE_KEYS)[number];
export type StorageKey = EssentialStorageKey | NonEssentialStorageKey;

/** Prefixed so our entries are recognisable next to whatever else shares the origin. */
export const STORAGE_KEYS: { readonly [K in StorageKey]: string } = {
  casinoUser: 'casinoLobby.casinoUser',
  geoToken: 'casinoLobby.geoToken',
  balanceInfo: 'casinoLobby.balanceInfo',
  miniGameCoin: 'casinoLobby.miniGameCoin',
  appVersion: 'casinoLobby.appVersion',
  fullScreen: 'casinoLobby.fullScreen',
  userPlatformType: 'casinoLobby.userPlatformType',
  lobbyPlatform: 'casinoLobby.lobbyPlatform',
  recentSearches: 'casinoLobby.recentSearches',
  guestRecentSearches: 'casinoLobby.guestRecentSearches',
  favouritesRecentSync: 'casinoLobby.favouritesRecentSync',
  gamesPlayingCount: 'casinoLobby.gamesPlayingCount',
  onboardingViewed: 'casinoLobby.onboardingViewed',
  apiFailover: 'casinoLobby.apiFailover',
  gameStartError: 'casinoLobby.gameStartError',
  actionOutbox: 'casinoLobby.actionOutbox',
  analyticsQueue: 'casinoLobby.analyticsQueue',
  analyticsIdentity: 'casinoLobby.analyticsIdentity',
  realityCheckAnswered: 'casinoLobby.realityCheckAnswered',
};

/** SPEC §8/§9: a full storage is cleared of non-essential keys and the write retried up to 3 times. */
export const MAX_WRITE_RETRIES = 3;
