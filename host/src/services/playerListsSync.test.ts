import { createLobbyBus } from '@lobby/bus';
import { waitFor } from '@testing-library/react';
import { createLobbyStorage, STORAGE_KEYS } from '@lobby/storage';
import type { RecentGame, Session } from '@lobby/shared';
import { recordedPlayerActions } from '../testing/recordedPlayerActions';
import { connectFavourites } from './connectFavourites';
import { connectRecentGames } from './connectRecentGames';
import { connectPlayerListsSync } from './playerListsSync';

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const T = 1_700_000_000_000;
const play = (gameId: string, at: number): RecentGame => ({ gameId, playedTimestampMs: at });

/** One window of the device: its own bus and services over the one localStorage (jsdom's). */
function openWindow(favourites: string[], recent: RecentGame[]) {
  const bus = createLobbyBus();
  const storage = createLobbyStorage(window.localStorage, { logger: { warn: jest.fn() } });
  const sync = connectPlayerListsSync(bus, { storage, now: () => T });
  const api = {
    getFavouriteGames: jest.fn(async () => favourites),
    getRecentlyPlayed: jest.fn(async () => recent),
  };
  const logger = { error: jest.fn() };
  const { actions } = recordedPlayerActions(bus);
  bus.emit('session:changed', PLAYER);
  connectFavourites(bus, { api, actions, favouriteRefused: () => () => undefined, logger, playerListsSync: sync });
  connectRecentGames(bus, { api, actions, logger, playerListsSync: sync });
  return { bus, storage, sync };
}

/** What the browser does in the other windows when one writes: a storage event there. */
function deliverWrite(): void {
  const key = STORAGE_KEYS.favouritesRecentSync;
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: window.localStorage.getItem(key), storageArea: window.localStorage }),
  );
}

/** A window's lists are in (its first loads have answered). */
async function loaded(window: ReturnType<typeof openWindow>): Promise<void> {
  await waitFor(() => {
    expect(window.bus.current('favourites:changed')).toBeDefined();
    expect(window.bus.current('recent:changed')).toBeDefined();
  });
}

beforeEach(() => window.localStorage.clear());

describe('favourites and recent-games sync between windows (SPEC §3 storage key)', () => {
  test("a favourite and a play in a game window reach the lobby window's lists", async () => {
    const lobby = openWindow(['bragg:a'], [play('bragg:a', T - 1000)]);
    await loaded(lobby);
    const game = openWindow(['bragg:a'], [play('bragg:a', T - 1000)]);
    await loaded(game);
    game.bus.emit('favourites:toggleRequested', {
      gameKey: 'haba:b',
      favourite: true,
      source: { screen: 'home', block: null },
    });
    game.bus.emit('game:launched', {
      game: { gameCode: 'b', aggregator: 'haba' },
      favourite: true,
      playedAt: T,
      window: 'popup',
      source: { screen: 'home', block: null },
      mode: 'real',
    });
    expect(game.storage.get('favouritesRecentSync')).toEqual({
      favourites: ['bragg:a', 'haba:b'],
      recentGames: [play('haba:b', T), play('bragg:a', T - 1000)],
      updatedAtMs: T,
    });
    deliverWrite();
    expect(lobby.bus.current('favourites:changed')).toEqual(['bragg:a', 'haba:b']);
    expect(lobby.bus.current('recent:changed')).toEqual([play('haba:b', T), play('bragg:a', T - 1000)]);
  });

  test('what a window adopted is not written back (two windows settle instead of echoing)', async () => {
    const lobby = openWindow(['bragg:a'], []);
    await loaded(lobby);
    const written = jest.spyOn(lobby.storage, 'set');
    window.localStorage.setItem(
      STORAGE_KEYS.favouritesRecentSync,
      JSON.stringify({ favourites: ['haba:z'], recentGames: [], updatedAtMs: T }),
    );
    deliverWrite();
    expect(lobby.bus.current('favourites:changed')).toEqual(['haba:z']);
    expect(written).not.toHaveBeenCalled();
  });

  test("a guest's window neither writes nor adopts", async () => {
    const lobby = openWindow(['bragg:a'], []);
    await loaded(lobby);
    lobby.bus.emit('session:changed', { userId: null, sessionId: null, guest: true });
    await waitFor(() => expect(lobby.bus.current('favourites:changed')).toEqual([]));
    window.localStorage.setItem(
      STORAGE_KEYS.favouritesRecentSync,
      JSON.stringify({ favourites: ['haba:z'], recentGames: [], updatedAtMs: T }),
    );
    deliverWrite();
    expect(lobby.bus.current('favourites:changed')).toEqual([]);
  });
});
