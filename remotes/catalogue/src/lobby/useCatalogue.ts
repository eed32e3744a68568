import { useContext } from 'react';
import { LobbyContext } from './LobbyContext';
import type { CatalogueState } from './LobbyContext';

export function useCatalogue(): CatalogueState {
  const state = useContext(LobbyContext);
  // A missing provider is a wiring mistake in this remote, not a state to render.
  if (state === null) throw new Error('useCatalogue must be used inside <LobbyProvider>.');
  return state;
}
