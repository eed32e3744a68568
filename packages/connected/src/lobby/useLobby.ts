import { LobbyStoreContext } from '@lobby/contexts';
import type { LobbyStore, LobbyView } from '@lobby/contexts';
import { useContext, useSyncExternalStore } from 'react';

export const MISSING_LOBBY_STORE_MESSAGE =
  'useLobby() found no <LobbyStoreProvider>. Either the component is rendered outside the host tree, ' +
  'or this bundle loaded its own copy of @lobby/contexts instead of the shared singleton ' +
  '(check the Module Federation `shared` config of this remote).';

/**
 * The host's one lobby store itself, for work outside rendering that must see a new lobby at
 * once: it is normalised as 'lobby:dataChanged' is emitted, before React renders it.
 */
export function useLobbyStore(): LobbyStore {
  const store = useContext(LobbyStoreContext);
  if (store === null) throw new Error(MISSING_LOBBY_STORE_MESSAGE);
  return store;
}

/** The normalised lobby and its game index, or undefined until the host has the first reply. */
export function useLobby(): LobbyView | undefined {
  const store = useLobbyStore();
  return useSyncExternalStore(store.subscribe, store.current, store.current);
}
