import type { LobbyClock } from '@lobby/contexts';
import { SYSTEM_TIMERS } from '@lobby/domain';
import type { Timers } from '@lobby/domain';

/**
 * The lobby clock told once a second, for what changes every second (a jackpot's amount):
 * an external store (useSyncExternalStore's shape) whose value is the lobby's now at the last
 * whole second.
 */
export interface SecondTicker {
  readonly now: () => number;
  readonly subscribe: (onTick: () => void) => () => void;
}

/** What the ticker needs of the page: whether it is hidden, and being told when that changes. */
export interface PageVisibility {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

const SECOND_MS = 1000;
const wholeSecond = (ms: number): number => Math.floor(ms / SECOND_MS) * SECOND_MS;

/**
 * One timer for every subscriber, at each whole second of the lobby clock (so every amount
 * on the page moves together), running only while someone listens and the page is visible:
 * a hidden tab does no work, and catches up at once when it shows again. A clock jump (an
 * editor's time travel) is told at once.
 */
export function createSecondTicker(
  clock: LobbyClock,
  page: PageVisibility | null,
  timers: Timers = SYSTEM_TIMERS,
): SecondTicker {
  const listeners = new Set<() => void>();
  let current = wholeSecond(clock.now());
  let timer: unknown = null;
  let stopJumps: (() => void) | null = null;

  const stop = (): void => {
    if (timer === null) return;
    timers.clearTimeout(timer);
    timer = null;
  };
  const catchUp = (): void => {
    const next = wholeSecond(clock.now());
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const schedule = (): void => {
    stop();
    if (listeners.size === 0 || page?.hidden === true) return;
    timer = timers.setTimeout(() => {
      timer = null;
      catchUp();
      schedule();
    }, SECOND_MS - (clock.now() % SECOND_MS));
  };
  const resume = (): void => {
    catchUp();
    schedule();
  };

  return {
    // Idle, it reads the clock (a first render); ticking, the second it last told.
    now: () => (listeners.size === 0 ? (current = wholeSecond(clock.now())) : current),
    subscribe: (onTick) => {
      listeners.add(onTick);
      if (listeners.size === 1) {
        current = wholeSecond(clock.now());
        stopJumps = clock.subscribe(resume);
        page?.addEventListener('visibilitychange', resume);
        schedule();
      }
      return () => {
        if (!listeners.delete(onTick) || listeners.size > 0) return;
        stop();
        stopJumps?.();
        stopJumps = null;
        page?.removeEventListener('visibilitychange', resume);
      };
    },
  };
}

// The ticker belongs to the clock, not to this module: every tile of every remote (each with
// its own copy of this package) shares the one timer of the host's one clock.
const TICKER: unique symbol = Symbol.for('@lobby/connected second ticker');
type WithTicker = LobbyClock & { [TICKER]?: SecondTicker };

/**
 * The clock's one ticker, made on first use. A clock that cannot hold it (a frozen test clock)
 * gets a new one per call: callers keep theirs (useMemo).
 */
export function secondTickerOf(clock: LobbyClock, page: PageVisibility | null): SecondTicker {
  const holder = clock as WithTicker;
  const existing = holder[TICKER];
  if (existing !== undefined) return existing;
  const ticker = createSecondTicker(clock, page);
  if (Object.isExtensible(clock)) Object.defineProperty(holder, TICKER, { value: ticker });
  return ticker;
}
