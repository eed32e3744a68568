import { LobbyStoreContext } from '@lobby/contexts';
import type { LobbyStore } from '@lobby/contexts';
import type { ReactNode } from 'react';

export interface LobbyStoreProviderProps {
  readonly store: LobbyStore;
  readonly children: ReactNode;
}

/** The host provides its one store once, above the router; everything below reads useLobby(). */
export function LobbyStoreProvider({ store, children }: LobbyStoreProviderProps) {
  return <LobbyStoreContext.Provider value={store}>{children}</LobbyStoreContext.Provider>;
}
