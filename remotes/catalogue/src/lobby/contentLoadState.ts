/** SPEC §2 content-load states of a catalogue screen. */
export type ContentLoadState = 'INITIAL' | 'LOADING' | 'LOADED' | 'NOT_FOUND';

/**
 * Until the lobby arrives a screen is LOADING (the host fetches it once at start-up, so
 * there is nothing to wait for in INITIAL here); once it has arrived, the screen's item
 * is either there or NOT_FOUND. INITIAL stays in the type for screens that load on demand.
 */
export function contentLoadState(lobbyArrived: boolean, found: boolean): ContentLoadState {
  if (!lobbyArrived) return 'LOADING';
  return found ? 'LOADED' : 'NOT_FOUND';
}
