export { createLobbyStorage } from './createLobbyStorage';
export type { LobbyStorage, LobbyStorageOptions } from './createLobbyStorage';
export { createMemoryStorage } from './createMemoryStorage';
export type { MemoryStorageOptions } from './createMemoryStorage';
export { isQuotaExceededError } from './isQuotaExceededError';
export {
  ESSENTIAL_STORAGE_KEYS,
  MAX_WRITE_RETRIES,
  NON_ESSENTIAL_STORAGE_KEYS,
  STORAGE_KEYS,
} from './storageKeys';
export type { EssentialStorageKey, NonEssentialStorageKey, StorageKey } from './storageKeys';
export type {
  StorageValueMap,
  StoredApiFailover,
  StoredBalanceInfo,
  StoredCasinoUser,
  StoredFailoverChoice,
  StoredFavouritesRecentSync,
  StoredGameStartError,
  StoredGamesPlayingCount,
  StoredMiniGameCoin,
  StoredPlayingCount,
} from './storageValues';
