import type { SearchIndexState } from '@lobby/contexts';
import { useSyncExternalStore } from 'react';
import { useLobbyStore } from '../lobby/useLobby';

/** The search index as it stands, and what loads it (the panel opening, or idle time). */
export function useSearchIndex(): {
  readonly state: SearchIndexState;
  readonly load: () => void;
  readonly prefetch: () => void;
} {
  const { search } = useLobbyStore();
  const state = useSyncExternalStore(search.subscribe, search.state, search.state);
  return { state, load: search.load, prefetch: search.prefetch };
}
