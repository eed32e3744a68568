import { act, renderHook } from '@testing-library/react';
import { lobbyFixture } from '../testing/lobbyFixture';
import { renderConnectedHook } from '../testing/renderConnected';
import { MISSING_LOBBY_STORE_MESSAGE, useLobby, useLobbyStore } from './useLobby';

describe('useLobby', () => {
  test('undefined before the first reply, then the view, re-rendering on each new one', () => {
    const { result, bus } = renderConnectedHook(() => useLobby());
    expect(result.current).toBeUndefined();
    act(() => bus.emit('lobby:dataChanged', lobbyFixture()));
    expect(result.current?.lobby.games).toHaveLength(3);
    expect(result.current?.gameIndex.byKey('HABA:CHARLIE')?.aggregator).toBe('haba');
    act(() => bus.emit('lobby:dataChanged', lobbyFixture({ games: [] })));
    expect(result.current?.lobby.games).toEqual([]);
  });

  test('every reader gets the same view: the store normalised it once', () => {
    const { result, store } = renderConnectedHook(() => [useLobby(), useLobby()], { lobby: lobbyFixture() });
    expect(result.current[0]).toBe(store.current());
    expect(result.current[1]).toBe(result.current[0]);
  });

  test('useLobbyStore gives the store of the host, which has a new reply before any re-render', () => {
    const { result, store, bus } = renderConnectedHook(() => useLobbyStore());
    expect(result.current).toBe(store);
    bus.emit('lobby:dataChanged', lobbyFixture());
    expect(result.current.current()?.lobby.games).toHaveLength(3);
  });

  test('without a provider it names the likely federation mistake', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useLobby())).toThrow(MISSING_LOBBY_STORE_MESSAGE);
    } finally {
      jest.mocked(console.error).mockRestore();
    }
  });
});
