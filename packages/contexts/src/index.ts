// @lobby/contexts: the React contexts host and remotes share (one Module Federation singleton),
// and the types of the values they carry. Contexts and types only: providers and hooks ship
// with ui and connected, in each app's own release.
export { ActionSourceContext } from './ActionSourceContext';
export { BusContext } from './BusContext';
export { ClockContext } from './ClockContext';
export { FirstViewLayoutContext } from './FirstViewLayoutContext';
export { LobbyStoreContext } from './LobbyStoreContext';
export { PlayerActionsContext } from './PlayerActionsContext';
export type { PlayerActions } from './PlayerActionsContext';
export type {
  GameLookup,
  GameStore,
  LoadedSearchIndex,
  LobbyStore,
  LobbyView,
  SearchIndexState,
  SearchIndexStore,
  ServerSearchQuery,
} from './lobbyStore';
export type { LobbyClock } from './lobbyClock';
