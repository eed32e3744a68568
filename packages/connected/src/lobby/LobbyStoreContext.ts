import { createContext } from 'react';
import type { LobbyStore } from './createLobbyStore';

/**
 * The store the host created. Like @lobby/ui's bus context, this object belonging to a
 * shared singleton is what lets every remote read the host's one store: a remote that
 * bundled its own copy of @lobby/connected would see no provider and say so.
 */
export const LobbyStoreContext = createContext<LobbyStore | null>(null);
LobbyStoreContext.displayName = 'LobbyStoreContext';
