// @lobby/connected: the lobby as host and remotes read it. Re-exports only.

// The one normalised lobby
export { createLobbyStore } from './lobby/createLobbyStore';
export type { LobbyStoreOptions, Schedule } from './lobby/createLobbyStore';
export type { FetchGames } from './lobby/createGameStore';
// The store's shape lives beside its context in the shared @lobby/contexts (the host's copy of
// this package creates the store, every remote's copy reads it); re-exported with the factory.
export type { GameLookup, GameStore, GamesPage, GamesPageQuery, LobbyStore, LobbyView } from '@lobby/contexts';
export { LobbyStoreProvider } from './components/LobbyStoreProvider';
export type { LobbyStoreProviderProps } from './components/LobbyStoreProvider';
export { useLobby, useLobbyStore } from './lobby/useLobby';

// Search: the index of the lobby's scope, loaded on demand
export type { FetchSearchIndex, SearchGamesOnServer } from './search/createSearchIndex';
export type { SearchIndexStore } from '@lobby/contexts';
export { useSearchIndex } from './search/useSearchIndex';

// Hooks over the bus and the lobby
export { useDisplayCurrency } from './hooks/useDisplayCurrency';
export { useDisplaySettings } from './hooks/useDisplaySettings';
export type { DisplaySettings } from './hooks/useDisplaySettings';
export { useIsFavourite } from './hooks/useIsFavourite';
export { useToggleFavourite } from './hooks/useToggleFavourite';
export { useLaunchGame } from './hooks/useLaunchGame';
export { usePlayerCountOf } from './hooks/usePlayerCountOf';
export { usePlayerGames } from './hooks/usePlayerGames';
export { useGamesOfKeys, useGamesOfKeysState } from './hooks/useGamesOfKeys';
export type { GamesOfKeys } from './hooks/useGamesOfKeys';
export { GAMES_PAGE_SIZE, usePagedGames } from './hooks/usePagedGames';
export type { PagedGames, PagedGamesQuery } from './hooks/usePagedGames';
export { useGame } from './hooks/useGame';
export type { FavouritesOrRecent, PlayerGameList } from './hooks/usePlayerGames';
export { useNavigationLinks } from './hooks/useNavigationLinks';
export type { NavigationLink } from './hooks/useNavigationLinks';

// Components
export { GameTile } from './components/GameTile';
export type { GameTileProps } from './components/GameTile';
export { GameTileGrid } from './components/GameTileGrid';
export type { GameTileGridProps } from './components/GameTileGrid';
export { LinkActionItem } from './components/LinkActionItem';
export type { LinkActionItemProps } from './components/LinkActionItem';
export { PlayerGamesEmpty } from './components/PlayerGamesEmpty';
export { SORT_OPTION_TEXT, SortSelect } from './components/SortSelect';
export type { PlayerGamesEmptyProps } from './components/PlayerGamesEmpty';

// Texts: each remote that renders the components above loads them
export { connectedTexts } from './texts';
