import { CALLBACK_QUEUE_DELAY_MS, SLEEP_HELPER_DELAY_MS } from '../constants/timing';
import { createCallbackQueue, sleep, type CallbackFire } from './callbackQueue';
import type { Timers } from './timers';

/** Timers on a clock the test moves: each due callback runs in order of its due time. */
function manualTimers() {
  let now = 0;
  let nextHandle = 0;
  const due = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      nextHandle += 1;
      due.set(nextHandle, { at: now + ms, callback });
      return nextHandle;
    },
    clearTimeout(handle) {
      due.delete(handle as number);
    },
  };
  function advance(ms: number): void {
    const until = now + ms;
    for (;;) {
      const first = [...due.entries()].sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
      if (first === undefined || first[1].at > until) break;
      due.delete(first[0]);
      now = first[1].at;
      first[1].callback();
    }
    now = until;
  }
  return { timers, advance, now: () => now, pending: () => due.size };
}

describe('createCallbackQueue', () => {
  // Each row: the callbacks' fire modes, and the time each runs at with a 300 ms delay.
  test.each<[string, CallbackFire[], number[]]>([
    ['one at the start: at once', ['start'], [0]],
    ['one at the end: after its delay', ['end'], [300]],
    ['starts run a delay apart', ['start', 'start', 'start'], [0, 300, 600]],
    ['ends run a delay apart', ['end', 'end', 'end'], [300, 600, 900]],
    ['an end, then a start: the start opens the next turn', ['end', 'start'], [300, 300]],
    ['a start, then an end: the end closes the second turn', ['start', 'end'], [0, 600]],
    ['mixed', ['start', 'end', 'start', 'end'], [0, 600, 600, 1200]],
  ])('%s', (_name, fires, expected) => {
    const clock = manualTimers();
    const queue = createCallbackQueue({ timers: clock.timers });
    const ranAt: number[] = [];
    fires.forEach((fire, index) => queue.enqueue(() => (ranAt[index] = clock.now()), { fire }));
    clock.advance(10_000);
    expect(ranAt).toEqual(expected);
    expect(queue.size).toBe(0);
  });

  test('the default delay is SPEC §9 300 ms, and the default fire is the start', () => {
    expect(CALLBACK_QUEUE_DELAY_MS).toBe(300);
    const clock = manualTimers();
    const queue = createCallbackQueue({ timers: clock.timers });
    const ran: string[] = [];
    queue.enqueue(() => ran.push('a'));
    queue.enqueue(() => ran.push('b'));
    expect(ran).toEqual(['a']);
    clock.advance(299);
    expect(ran).toEqual(['a']);
    clock.advance(1);
    expect(ran).toEqual(['a', 'b']);
  });

  test('a queue at rest starts the next callback at once', () => {
    const clock = manualTimers();
    const queue = createCallbackQueue({ timers: clock.timers, delayMs: 100 });
    const ranAt: number[] = [];
    queue.enqueue(() => ranAt.push(clock.now()));
    clock.advance(1000);
    queue.enqueue(() => ranAt.push(clock.now()));
    expect(ranAt).toEqual([0, 1000]);
  });

  test('size counts the callbacks not run yet', () => {
    const clock = manualTimers();
    const queue = createCallbackQueue({ timers: clock.timers });
    queue.enqueue(() => undefined, { fire: 'start' });
    queue.enqueue(() => undefined, { fire: 'end' });
    queue.enqueue(() => undefined, { fire: 'start' });
    expect(queue.size).toBe(2);
    clock.advance(300);
    expect(queue.size).toBe(2);
    clock.advance(300);
    expect(queue.size).toBe(0);
  });

  test('clear drops what has not run and leaves the queue at rest', () => {
    const clock = manualTimers();
    const queue = createCallbackQueue({ timers: clock.timers });
    const ran: string[] = [];
    queue.enqueue(() => ran.push('a'), { fire: 'end' });
    queue.enqueue(() => ran.push('b'));
    queue.clear();
    expect(queue.size).toBe(0);
    expect(clock.pending()).toBe(0);
    queue.enqueue(() => ran.push('c'));
    clock.advance(10_000);
    expect(ran).toEqual(['c']);
  });

  test('a callback that throws is reported and the queue goes on', () => {
    const clock = manualTimers();
    const onError = jest.fn();
    const queue = createCallbackQueue({ timers: clock.timers, onError });
    const ran: string[] = [];
    queue.enqueue(() => {
      throw new Error('boom');
    });
    queue.enqueue(() => ran.push('after'), { fire: 'end' });
    clock.advance(600);
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
    expect(ran).toEqual(['after']);
  });

  test('a callback may enqueue and clear: it meets its own turn', () => {
    const clock = manualTimers();
    const queue = createCallbackQueue({ timers: clock.timers });
    const ranAt: [string, number][] = [];
    queue.enqueue(() => {
      ranAt.push(['a', clock.now()]);
      queue.enqueue(() => ranAt.push(['b', clock.now()]));
    });
    queue.enqueue(
      () => {
        ranAt.push(['c', clock.now()]);
        queue.clear();
      },
      { fire: 'end' },
    );
    queue.enqueue(() => ranAt.push(['never', clock.now()]));
    clock.advance(10_000);
    // a runs inside the first enqueue, so b is queued before c; c ends the third turn and
    // clears 'never'.
    expect(ranAt).toEqual([
      ['a', 0],
      ['b', 300],
      ['c', 900],
    ]);
  });

  test('runs on the platform timers by default (jest fake timers)', () => {
    jest.useFakeTimers();
    try {
      const queue = createCallbackQueue();
      const ran = jest.fn();
      queue.enqueue(ran, { fire: 'end' });
      jest.advanceTimersByTime(299);
      expect(ran).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(ran).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('sleep', () => {
  test('resolves after SPEC §9 150 ms by default', async () => {
    expect(SLEEP_HELPER_DELAY_MS).toBe(150);
    const clock = manualTimers();
    const done = jest.fn();
    const slept = sleep(undefined, clock.timers).then(done);
    clock.advance(149);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    clock.advance(1);
    await slept;
    expect(done).toHaveBeenCalledTimes(1);
  });

  test('resolves after the given time', async () => {
    jest.useFakeTimers();
    try {
      const done = jest.fn();
      const slept = sleep(40).then(done);
      await jest.advanceTimersByTimeAsync(39);
      expect(done).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await slept;
      expect(done).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('sleep with a signal', () => {
  test('an abort ends the wait at once and clears its timer', async () => {
    const clock = manualTimers();
    const controller = new AbortController();
    const slept = sleep(10_000, clock.timers, controller.signal);
    expect(clock.pending()).toBe(1);
    controller.abort();
    await slept;
    expect(clock.pending()).toBe(0);
  });

  test('an aborted signal: no wait at all', async () => {
    const clock = manualTimers();
    const controller = new AbortController();
    controller.abort();
    await sleep(10_000, clock.timers, controller.signal);
    expect(clock.pending()).toBe(0);
  });
});
