// Test-only: a network the test switches off and on (the outbox's and analytics' Connectivity).
import type { Connectivity } from '../connectivity';

export function fakeConnectivity(online = true) {
  const listeners = new Set<() => void>();
  const state = { online };
  const connectivity: Connectivity = {
    isOnline: () => state.online,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    connectivity,
    goOffline: () => (state.online = false),
    goOnline: () => {
      state.online = true;
      for (const listener of [...listeners]) listener();
    },
  };
}
