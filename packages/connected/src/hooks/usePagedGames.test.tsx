import { rawGame, rawLobby, fakeGamesServer } from '@lobby/testing';
import { act, waitFor } from '@testing-library/react';
import { renderConnectedHook } from '../testing/renderConnected';
import { useGamesOfKeysState } from './useGamesOfKeys';
import { usePagedGames } from './usePagedGames';

const CATALOGUE = Array.from({ length: 25 }, (_, index) =>
  rawGame({ code: `g${String(index)}`, title: `Game ${String(index)}`, releasedAt: new Date(Date.UTC(2024, 0, 25 - index)).toISOString() }),
);
const LOBBY = rawLobby({ games: CATALOGUE.slice(0, 2) });
const titleAt = (paged: ReturnType<typeof usePagedGames>, index: number) => paged.gameAt(index)?.title;

describe('usePagedGames', () => {
  test('the first page at once, with the total; further pages as their positions are asked for', async () => {
    const server = fakeGamesServer(CATALOGUE);
    const { result } = renderConnectedHook(() => usePagedGames({ sort: 'new' }, 10), { lobby: LOBBY, fetchGames: server.fetchGames });
    await waitFor(() => expect(result.current.total).toBe(25));
    expect(titleAt(result.current, 0)).toBe('Game 0');
    expect(result.current.gameAt(10)).toBeUndefined();
    act(() => result.current.requestRange(8, 21));
    await waitFor(() => expect(titleAt(result.current, 21)).toBe('Game 21'));
    expect(server.calls.map((call) => call.offset)).toEqual([0, 10, 20]);
  });

  test('a page that fails leaves the list as it was, and is asked for again later', async () => {
    const server = fakeGamesServer(CATALOGUE);
    let failing = false;
    const fetchGames: typeof server.fetchGames = (filter) => (failing ? Promise.reject(new Error('offline')) : server.fetchGames(filter));
    const { result } = renderConnectedHook(() => usePagedGames({}, 10), { lobby: LOBBY, fetchGames });
    await waitFor(() => expect(result.current.total).toBe(25));
    failing = true;
    act(() => result.current.requestRange(10, 19));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current.total).toBe(25);
    expect(titleAt(result.current, 0)).toBe('Game 0');
    expect(result.current.gameAt(10)).toBeUndefined();
    failing = false;
    act(() => result.current.requestRange(10, 19));
    await waitFor(() => expect(titleAt(result.current, 10)).toBe('Game 10'));
  });
});

describe('useGamesOfKeysState', () => {
  test('keys the reply lacks are fetched; settled once the server has answered every key', async () => {
    const server = fakeGamesServer(CATALOGUE);
    const keys = ['bragg:g1', 'bragg:g20', 'bragg:gone'];
    const { result } = renderConnectedHook(() => useGamesOfKeysState(keys), { lobby: LOBBY, fetchGames: server.fetchGames });
    expect(result.current.games.map((game) => game.title)).toEqual(['Game 1']);
    expect(result.current.settled).toBe(false);
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.games.map((game) => game.title)).toEqual(['Game 1', 'Game 20']);
    expect(server.calls).toEqual([expect.objectContaining({ keys: ['bragg:g20', 'bragg:gone'] })]);
  });
});
