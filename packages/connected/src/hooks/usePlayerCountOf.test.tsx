import { act } from '@testing-library/react';
import { lobbyFixture } from '../testing/lobbyFixture';
import { renderConnectedHook } from '../testing/renderConnected';
import { usePlayerCountOf } from './usePlayerCountOf';

describe('usePlayerCountOf', () => {
  test('a live count wins over the lobby’s own', () => {
    const { result, bus, store } = renderConnectedHook(() => usePlayerCountOf(), { lobby: lobbyFixture() });
    const alpha = store.current()?.gameIndex.byKey('bragg:alpha');
    if (alpha === undefined) throw new Error('fixture lacks alpha');
    expect(result.current(alpha)).toBe(5);
    act(() => bus.emit('playerCounts:changed', { 'bragg:alpha': 7 }));
    expect(result.current(alpha)).toBe(7);
  });
});
