import { createContext } from 'react';
import type { LobbyStore } from './lobbyStore';

/**
 * The one lobby store the host created (connected's `createLobbyStore`), read by every copy
 * of @lobby/connected (`useLobby`, `useLobbyStore`). null means no provider above.
 */
export const LobbyStoreContext = createContext<LobbyStore | null>(null);
LobbyStoreContext.displayName = 'LobbyStoreContext';
