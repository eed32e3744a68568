import { createLobbyBus } from '@lobby/bus';
import type { LobbyToShellMessage } from '@lobby/shared';
import { createLobbyStorage, STORAGE_KEYS } from '@lobby/storage';
import { forwardGameStartErrors, reportGameStartError } from './gameStartErrors';

const ERROR = { gameCode: 'book', aggregator: 'bragg', statusText: 'Request failed with status code 409' };

function setup(opener: Window | null) {
  const bus = createLobbyBus();
  const storage = createLobbyStorage();
  const sent: LobbyToShellMessage[] = [];
  bus.on$('shell:sendRequested').subscribe((message) => sent.push(message));
  const win = Object.assign(new EventTarget(), { opener }) as unknown as Window;
  return { bus, storage, sent, win };
}

beforeEach(() => localStorage.clear());

describe('game start errors', () => {
  test('outside a child window the shell hears it at once', () => {
    const { bus, storage, sent, win } = setup(null);
    reportGameStartError(bus, storage, win, ERROR);
    expect(sent).toEqual([{ type: 'openCasinoGameFailed', payload: ERROR }]);
    expect(storage.get('gameStartError')).toBeNull();
  });

  test('a child window leaves it in storage and tells the shell nothing', () => {
    const { bus, storage, sent, win } = setup(window);
    reportGameStartError(bus, storage, win, ERROR);
    expect(sent).toEqual([]);
    expect(storage.get('gameStartError')).toMatchObject(ERROR);
  });

  test('the lobby window forwards what it finds at start and what a child window writes later, once each', () => {
    const { bus, storage, sent, win } = setup(null);
    storage.set('gameStartError', { ...ERROR, atMs: 1 });
    const disconnect = forwardGameStartErrors(bus, storage, win);
    expect(sent).toEqual([{ type: 'openCasinoGameFailed', payload: ERROR }]);
    expect(storage.get('gameStartError')).toBeNull();

    storage.set('gameStartError', { ...ERROR, gameCode: 'later', atMs: 2 });
    win.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.gameStartError, newValue: 'x' }));
    win.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.gameStartError, newValue: null }));
    expect(sent).toEqual([
      { type: 'openCasinoGameFailed', payload: ERROR },
      { type: 'openCasinoGameFailed', payload: { ...ERROR, gameCode: 'later' } },
    ]);
    disconnect();
  });

  test('a child window forwards nothing', () => {
    const { bus, storage, sent, win } = setup(window);
    storage.set('gameStartError', { ...ERROR, atMs: 1 });
    forwardGameStartErrors(bus, storage, win);
    expect(sent).toEqual([]);
    expect(storage.get('gameStartError')).not.toBeNull();
  });
});
