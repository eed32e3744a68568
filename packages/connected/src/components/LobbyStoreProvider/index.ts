export { LobbyStoreProvider } from './LobbyStoreProvider';
export type { LobbyStoreProviderProps } from './LobbyStoreProvider';
