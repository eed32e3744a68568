// @lobby/connected: the lobby as host and remotes read it. Re-exports only.

// The one normalised lobby
export { createLobbyStore } from './lobby/createLobbyStore';
// The store's shape lives beside its context in the shared @lobby/contexts (the host's copy of
// this package creates the store, every remote's copy reads it); re-exported with the factory.
export type { GameStore, LobbyStore } from '@lobby/contexts';
export { LobbyStoreProvider } from './components/LobbyStoreProvider';
export { useLobby, useLobbyStore } from './lobby/useLobby';

// The one clock: the lobby's now (an editor's time travel included), handed down like the bus
export { createLobbyClock } from './clock/createLobbyClock';
export type { LobbyClock } from '@lobby/contexts';
export { ClockProvider } from './components/ClockProvider';

// The player-action pipeline's calls (launch address, analytics), provided by the host
export type { PlayerActions } from '@lobby/contexts';
export { PlayerActionsProvider } from './components/PlayerActionsProvider';
export { useClock, useClockNow } from './clock/useClock';
export { SessionClock } from './components/SessionClock';

// Search: the index of the lobby's scope, loaded on demand
export type { FetchSearchIndex, SearchGamesOnServer } from './search/createSearchIndex';
export { useSearchIndex } from './search/useSearchIndex';

// Hooks over the bus and the lobby
export { useDisplayCurrency } from './hooks/useDisplayCurrency';
export { useDisplaySettings } from './hooks/useDisplaySettings';
export { useIsFavourite } from './hooks/useIsFavourite';
export { useToggleFavourite } from './hooks/useToggleFavourite';
export { useLaunchGame } from './hooks/useLaunchGame';
export { useActionSource } from './hooks/useActionSource';
export { usePlayerActions } from './hooks/usePlayerActions';
export { usePlayerCountOf } from './hooks/usePlayerCountOf';
export { usePlayerGames } from './hooks/usePlayerGames';
export { useGamesOfKeys, useGamesOfKeysState } from './hooks/useGamesOfKeys';
export { GAMES_PAGE_SIZE, usePagedGames } from './hooks/usePagedGames';
export type { PagedGamesQuery } from './hooks/usePagedGames';
export { useGame } from './hooks/useGame';
export type { FavouritesOrRecent } from './hooks/usePlayerGames';
export { useNavigationLinks } from './hooks/useNavigationLinks';

// Components
export { ActionSourceProvider } from './components/ActionSource';
export { GameInfoDialog } from './components/GameInfoDialog';
export { GameTile } from './components/GameTile';
export { GameTileGrid } from './components/GameTileGrid';
export { LinkActionItem } from './components/LinkActionItem';
export { PlayerGamesEmpty } from './components/PlayerGamesEmpty';
export { SORT_OPTION_TEXT, SortSelect } from './components/SortSelect';
export { VOLATILITY_LABEL, VOLATILITY_TEXT } from './facts/volatilityText';

// Texts: each remote that renders the components above loads them
export { connectedTexts } from './texts';
