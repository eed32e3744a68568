import { CALLBACK_QUEUE_DELAY_MS, SLEEP_HELPER_DELAY_MS } from '../constants/timing';
import { SYSTEM_TIMERS, type Timers } from './timers';

/** When a queued callback runs within its delay (SPEC §4). */
export type CallbackFire = 'start' | 'end';

export interface CallbackQueue {
  /**
   * Queues `callback` behind the others. Its turn is one delay long: with `fire: 'start'` it
   * runs as its turn begins and the next waits out the delay; with `fire: 'end'` the delay
   * passes first, then it runs and the next turn begins at once. A queue at rest starts a
   * new turn immediately.
   */
  enqueue(callback: () => void, options?: { readonly fire?: CallbackFire }): void;
  /** Drops every callback not run yet and ends the current turn: the next one starts at once. */
  clear(): void;
  /** Callbacks queued and not run yet. */
  readonly size: number;
}

export interface CallbackQueueOptions {
  /** SPEC §9: 300 ms. */
  readonly delayMs?: number;
  readonly timers?: Timers;
  /** Told what a callback threw; the queue goes on with the next (console.error by default). */
  readonly onError?: (error: unknown) => void;
}

interface Queued {
  readonly callback: () => void;
  readonly fire: CallbackFire;
}

/**
 * SPEC §4 "Queued requests run one after another with a delay; each fires at the start or end
 * of its delay", §9 "callback queue delay 300 ms". A callback's own work is not waited for: the
 * turn is the delay, so a slow callback cannot hold the queue (start it as work of its own).
 */
export function createCallbackQueue(options: CallbackQueueOptions = {}): CallbackQueue {
  const delayMs = options.delayMs ?? CALLBACK_QUEUE_DELAY_MS;
  const timers = options.timers ?? SYSTEM_TIMERS;
  const onError = options.onError ?? ((error: unknown) => console.error('A queued callback failed', error));
  const waiting: Queued[] = [];
  /** The current turn: its timer, and its callback while one due at the end has not run. */
  let turn: { handle: unknown; end: (() => void) | undefined } | undefined;

  function run(callback: () => void): void {
    try {
      callback();
    } catch (error) {
      onError(error);
    }
  }

  function nextTurn(): void {
    const next = waiting.shift();
    if (next === undefined) {
      turn = undefined;
      return;
    }
    // The turn is in place before a callback runs, so one that enqueues or clears meets it.
    const current: NonNullable<typeof turn> = {
      handle: undefined,
      end: next.fire === 'end' ? next.callback : undefined,
    };
    turn = current;
    current.handle = timers.setTimeout(() => {
      const { end } = current;
      current.end = undefined;
      if (end !== undefined) run(end);
      if (turn === current) nextTurn();
    }, delayMs);
    if (next.fire === 'start') run(next.callback);
  }

  return {
    enqueue(callback, { fire = 'start' } = {}) {
      waiting.push({ callback, fire });
      if (turn === undefined) nextTurn();
    },
    clear() {
      waiting.length = 0;
      if (turn !== undefined) timers.clearTimeout(turn.handle);
      turn = undefined;
    },
    get size() {
      return waiting.length + (turn?.end === undefined ? 0 : 1);
    },
  };
}

/**
 * SPEC §9 "150 ms in the sleep helper": resolves after `ms`, or as soon as `signal` aborts
 * (whoever waits has stopped: it checks its own state after the wait).
 */
export function sleep(
  ms: number = SLEEP_HELPER_DELAY_MS,
  timers: Timers = SYSTEM_TIMERS,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const done = (): void => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const handle = timers.setTimeout(done, ms);
    const onAbort = (): void => {
      timers.clearTimeout(handle);
      done();
    };
    signal?.addEventListener('abort', onAbort);
  });
}
