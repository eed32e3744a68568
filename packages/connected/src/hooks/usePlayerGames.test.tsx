import { act, waitFor } from '@testing-library/react';
import { lobbyFixture } from '../testing/lobbyFixture';
import { renderConnectedHook } from '../testing/renderConnected';
import { usePlayerGames } from './usePlayerGames';

describe('usePlayerGames', () => {
  const titles = (games: readonly { title: string }[] | undefined) => games?.map((game) => game.title);

  test('favourites resolved against the lobby, unknown keys and duplicates skipped', () => {
    const { result, bus } = renderConnectedHook(() => usePlayerGames('favorites'), { lobby: lobbyFixture() });
    act(() => bus.emit('favourites:changed', ['haba:charlie', 'bragg:gone', 'oryx:alpha', 'bragg:alpha']));
    expect(titles(result.current)).toEqual(['Charlie', 'Alpha']);
  });

  test("recent games keep the host's newest-first order", () => {
    const { result, bus } = renderConnectedHook(() => usePlayerGames('recent'), { lobby: lobbyFixture() });
    act(() =>
      bus.emit('recent:changed', [
        { gameId: 'bragg:bravo', playedTimestampMs: 3 },
        { gameId: 'bragg:alpha', playedTimestampMs: 2 },
      ]),
    );
    expect(titles(result.current)).toEqual(['Bravo', 'Alpha']);
  });

  test('unknown until the lobby arrives', () => {
    const { result, bus } = renderConnectedHook(() => usePlayerGames('favorites'));
    act(() => bus.emit('favourites:changed', ['bragg:alpha']));
    expect(result.current).toBeUndefined();
    act(() => bus.emit('lobby:dataChanged', lobbyFixture()));
    expect(titles(result.current)).toEqual(['Alpha']);
  });

  test('free-round games resolved against the lobby', () => {
    const { result, bus } = renderConnectedHook(() => usePlayerGames('freeRounds'), { lobby: lobbyFixture() });
    act(() =>
      bus.emit('freeRounds:changed', [
        { game: { gameCode: 'charlie', aggregator: 'haba' }, rounds: 10, expiresAt: null },
        { game: { gameCode: 'gone', aggregator: 'bragg' }, rounds: 5, expiresAt: null },
      ]),
    );
    expect(titles(result.current)).toEqual(['Charlie']);
  });
});

describe('usePlayerGames while a list is unknown', () => {
  test.each(['favorites', 'recent'] as const)('%s: undefined until the list is known, then its games (maybe none)', (list) => {
    const { result, bus } = renderConnectedHook(() => usePlayerGames(list), { lobby: lobbyFixture() });
    expect(result.current).toBeUndefined();
    act(() => (list === 'favorites' ? bus.emit('favourites:changed', []) : bus.emit('recent:changed', [])));
    expect(result.current).toEqual([]);
  });

  test('a key whose fetch fails stops the wait: the games known show, and the failed key is not asked for again', async () => {
    const fetchGames = jest.fn(() => Promise.reject(new Error('offline')));
    const { result, bus } = renderConnectedHook(() => usePlayerGames('favorites'), { lobby: lobbyFixture(), fetchGames });
    act(() => bus.emit('favourites:changed', ['bragg:alpha', 'bragg:elsewhere']));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.map((game) => game.title)).toEqual(['Alpha']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchGames).toHaveBeenCalledTimes(1);
  });

  test('free rounds: undefined until both the offers and the lobby are known, then the games (maybe none)', () => {
    const { result, bus } = renderConnectedHook(() => usePlayerGames('freeRounds'));
    expect(result.current).toBeUndefined();
    act(() => bus.emit('freeRounds:changed', [{ game: { gameCode: 'alpha', aggregator: 'bragg' }, rounds: 10, expiresAt: null }]));
    expect(result.current).toBeUndefined();
    act(() => bus.emit('lobby:dataChanged', lobbyFixture()));
    expect(result.current?.map((game) => game.title)).toEqual(['Alpha']);
    act(() => bus.emit('freeRounds:changed', []));
    expect(result.current).toEqual([]);
  });
});
