import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { createLobbyClock, WALL_CLOCK } from './createLobbyClock';
import { createSecondTicker, secondTickerOf } from './secondTicker';
import type { PageVisibility } from './secondTicker';

const START = Date.parse('2026-06-15T12:00:00Z') + 400;

function fakePage() {
  const listeners = new Set<() => void>();
  const page = {
    hidden: false,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.delete(listener),
  };
  const setHidden = (hidden: boolean) => {
    page.hidden = hidden;
    for (const listener of [...listeners]) listener();
  };
  return { page: page as PageVisibility, setHidden, listeners };
}

function setup() {
  jest.useFakeTimers({ now: START });
  const bus = createLobbyBus();
  const clock = createLobbyClock(bus);
  const { page, setHidden, listeners } = fakePage();
  const ticker = createSecondTicker(clock, page);
  return { bus, clock, ticker, setHidden, listeners };
}

describe('createSecondTicker', () => {
  afterEach(() => jest.useRealTimers());

  test('one timer for every subscriber, telling each whole second of the lobby clock', () => {
    const { ticker } = setup();
    const first = jest.fn();
    const second = jest.fn();
    ticker.subscribe(first);
    ticker.subscribe(second);
    expect(jest.getTimerCount()).toBe(1);
    expect(ticker.now()).toBe(START - 400);
    jest.advanceTimersByTime(599);
    expect(first).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(ticker.now()).toBe(START + 600);
    jest.advanceTimersByTime(3000);
    expect(first).toHaveBeenCalledTimes(4);
    expect(second).toHaveBeenCalledTimes(4);
    expect(ticker.now()).toBe(START + 3600);
    expect(jest.getTimerCount()).toBe(1);
  });

  test('no timer without subscribers: the last one leaving stops it', () => {
    const { ticker, listeners } = setup();
    const stopFirst = ticker.subscribe(() => undefined);
    const stopSecond = ticker.subscribe(() => undefined);
    stopFirst();
    expect(jest.getTimerCount()).toBe(1);
    stopSecond();
    expect(jest.getTimerCount()).toBe(0);
    expect(listeners.size).toBe(0);
    // Idle, it reads the clock itself.
    jest.setSystemTime(START + 5000);
    expect(ticker.now()).toBe(START + 4600);
  });

  test('no ticking while the page is hidden; it catches up at once when shown', () => {
    const { ticker, setHidden } = setup();
    const onTick = jest.fn();
    ticker.subscribe(onTick);
    setHidden(true);
    expect(jest.getTimerCount()).toBe(0);
    jest.setSystemTime(START + 60_000);
    jest.advanceTimersByTime(60_000);
    expect(onTick).not.toHaveBeenCalled();
    setHidden(false);
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(ticker.now()).toBe(START + 120_000 - 400);
    expect(jest.getTimerCount()).toBe(1);
  });

  test("a jump of the clock (an editor's time travel) is told at once", () => {
    const { bus, ticker } = setup();
    const onTick = jest.fn();
    ticker.subscribe(onTick);
    const at = '2031-02-03T04:05:06Z';
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, previewToken: 't', previewAt: at });
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(ticker.now()).toBe(Date.parse(at));
  });
});

describe('secondTickerOf', () => {
  test("is the clock's one ticker, whoever asks", () => {
    const clock = createLobbyClock(createLobbyBus());
    expect(secondTickerOf(clock, null)).toBe(secondTickerOf(clock, null));
    expect(secondTickerOf(createLobbyClock(createLobbyBus()), null)).not.toBe(secondTickerOf(clock, null));
  });

  test('a clock that cannot hold one gets its own each time', () => {
    expect(secondTickerOf(WALL_CLOCK, null)).not.toBe(secondTickerOf(WALL_CLOCK, null));
  });
});
