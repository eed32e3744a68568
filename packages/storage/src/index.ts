export { createLobbyStorage } from './createLobbyStorage';
export type { LobbyStorage } from './createLobbyStorage';
export { createMemoryStorage } from './createMemoryStorage';
export { STORAGE_KEYS } from './storageKeys';
export type { StoredFailoverChoice, StoredFavouritesRecentSync, StoredOutboxEntry } from './storageValues';
