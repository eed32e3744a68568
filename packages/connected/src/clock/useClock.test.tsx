import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ClockProvider } from '../components/ClockProvider';
import { createLobbyClock } from './createLobbyClock';
import { MISSING_CLOCK_MESSAGE, useClock, useClockNow } from './useClock';

const START = Date.parse('2026-01-01T00:00:00Z');

function setup(nextChangeInMs?: (now: number) => number | null) {
  jest.useFakeTimers({ now: START });
  const bus = createLobbyBus();
  const clock = createLobbyClock(bus);
  const wrapper = ({ children }: { children: ReactNode }) => <ClockProvider clock={clock}>{children}</ClockProvider>;
  return { bus, ...renderHook(() => useClockNow(nextChangeInMs), { wrapper }) };
}

describe('useClockNow', () => {
  afterEach(() => jest.useRealTimers());

  test("reads the host's clock, and again when it jumps (an editor's time travel)", () => {
    const { bus, result } = setup();
    expect(result.current).toBe(START);
    const at = '2031-02-03T04:05:06Z';
    act(() => bus.emit('settings:changed', { ...DEFAULT_SETTINGS, previewToken: 't', previewAt: at }));
    expect(result.current).toBe(Date.parse(at));
  });

  test('reads it again when the shown value changes, and not before', () => {
    const { result } = setup((now) => 60_000 - (now % 60_000));
    act(() => jest.advanceTimersByTime(59_999));
    expect(result.current).toBe(START);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(START + 60_000);
  });

  test('without a provider: a clear error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useClock())).toThrow(MISSING_CLOCK_MESSAGE);
    jest.restoreAllMocks();
  });
});
