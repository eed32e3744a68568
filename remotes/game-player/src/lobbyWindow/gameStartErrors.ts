import type { GameRef, LobbyBus } from '@lobby/shared';
import { STORAGE_KEYS, type LobbyStorage } from '@lobby/storage';

export interface GameStartError extends GameRef {
  readonly statusText: string;
}

/** A window the lobby opened for a game (the desktop pop-up): it has an opener. */
export function isChildWindow(win: Window): boolean {
  return win.opener !== null && win.opener !== undefined;
}

/**
 * SPEC §8: a game that failed to start tells the shell 'openCasinoGameFailed'. A child window
 * does not talk to the shell itself: it leaves the error in storage for the lobby window.
 */
export function reportGameStartError(bus: LobbyBus, storage: LobbyStorage, win: Window, error: GameStartError): void {
  if (isChildWindow(win)) {
    storage.set('gameStartError', { ...error, atMs: Date.now() });
    return;
  }
  bus.emit('shell:sendRequested', { type: 'openCasinoGameFailed', payload: error });
}

/**
 * The lobby window's side: game start errors passed via storage are forwarded to the shell,
 * once each, unless this is itself a child window. Returns the disconnect.
 */
export function forwardGameStartErrors(bus: LobbyBus, storage: LobbyStorage, win: Window): () => void {
  if (isChildWindow(win)) return () => undefined;
  const forward = () => {
    const stored = storage.get('gameStartError');
    if (stored === null) return;
    storage.remove('gameStartError');
    const { gameCode, aggregator, statusText } = stored;
    bus.emit('shell:sendRequested', { type: 'openCasinoGameFailed', payload: { gameCode, aggregator, statusText } });
  };
  forward();
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.gameStartError && event.newValue !== null) forward();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
