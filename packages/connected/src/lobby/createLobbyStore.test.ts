import { createLobbyBus } from '@lobby/bus';
import type { RawLobbyResponse } from '@lobby/shared';
import { rawBlock, rawGame, rawLink, rawLobby } from '@lobby/testing';
import { createLobbyStore } from './createLobbyStore';
import type { Schedule } from './createLobbyStore';

/**
 * A reply that counts its normalisations: normaliseLobby reads the reply's games list
 * once per call (the window rule reads only links and blocks), so counting those reads
 * counts the calls without replacing the domain module.
 */
function countingReply(reply: RawLobbyResponse) {
  let normalisations = 0;
  const counted = { ...reply };
  Object.defineProperty(counted, 'games', {
    enumerable: true,
    get: () => {
      normalisations += 1;
      return reply.games;
    },
  });
  return { reply: counted, normalisations: () => normalisations };
}

const NOW = Date.parse('2024-06-15T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A clock the test moves and a schedule it runs by hand. */
function fakeTime() {
  let time = NOW;
  const timers: { at: number; delay: number; run: () => void; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, delay) => {
    const timer = { at: time + delay, delay, run, cancelled: false };
    timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const pending = () => timers.filter((timer) => !timer.cancelled);
  const jumpListeners = new Set<() => void>();
  return {
    clock: {
      now: () => time,
      subscribe: (onJump: () => void) => {
        jumpListeners.add(onJump);
        return () => jumpListeners.delete(onJump);
      },
    },
    schedule,
    pending,
    /** Moves the clock without firing timers, and says so (an editor's time travel). */
    jumpTo(at: number) {
      time = at;
      for (const listener of [...jumpListeners]) listener();
    },
    /** Moves the clock and fires the timers that are due, as a browser would. */
    advanceTo(at: number) {
      time = at;
      for (const timer of pending().filter((t) => t.at <= at)) {
        timer.cancelled = true;
        timer.run();
      }
    },
    /** Fires every pending timer before its time, as a capped delay does. */
    fireEarly() {
      for (const timer of pending()) {
        timer.cancelled = true;
        timer.run();
      }
    },
  };
}

const GAMES = [rawGame({ code: 'alpha', title: 'Alpha' }), rawGame({ code: 'bravo', title: 'Bravo' })];

describe('createLobbyStore', () => {
  test('is empty until the first reply, then holds the lobby and its game index', () => {
    const bus = createLobbyBus();
    const store = createLobbyStore(bus, fakeTime());
    expect(store.current()).toBeUndefined();
    bus.emit('lobby:dataChanged', rawLobby({ games: GAMES }));
    const view = store.current();
    expect(view?.lobby.games.map((game) => game.title)).toEqual(['Alpha', 'Bravo']);
    expect(view?.gameIndex.byKey('oryx:BRAVO')?.title).toBe('Bravo');
  });

  test('starts from a reply emitted before it was created (the event replays)', () => {
    const bus = createLobbyBus();
    bus.emit('lobby:dataChanged', rawLobby({ games: GAMES }));
    const store = createLobbyStore(bus, fakeTime());
    expect(store.current()?.lobby.games).toHaveLength(2);
  });

  test('normalises each reply once, however many read it', () => {
    const bus = createLobbyBus();
    const store = createLobbyStore(bus, fakeTime());
    const first = countingReply(rawLobby({ games: GAMES }));
    const notified = jest.fn();
    store.subscribe(notified);
    store.subscribe(notified);
    bus.emit('lobby:dataChanged', first.reply);
    const view = store.current();
    for (let read = 0; read < 5; read += 1) expect(store.current()).toBe(view);
    bus.emit('lobby:dataChanged', first.reply);
    expect(store.current()).toBe(view);
    expect(first.normalisations()).toBe(1);
    const second = countingReply(rawLobby({ games: GAMES.slice(0, 1) }));
    bus.emit('lobby:dataChanged', second.reply);
    expect(second.normalisations()).toBe(1);
    expect(first.normalisations()).toBe(1);
    expect(store.current()?.lobby.games).toHaveLength(1);
  });

  test('tells subscribers of each new view, and stops when they unsubscribe', () => {
    const bus = createLobbyBus();
    const store = createLobbyStore(bus, fakeTime());
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.current()));
    bus.emit('lobby:dataChanged', rawLobby());
    expect(seen).toHaveLength(1);
    unsubscribe();
    bus.emit('lobby:dataChanged', rawLobby());
    expect(seen).toHaveLength(1);
  });

  test('normalises the reply again when a window opens or closes, with the clock of that moment', () => {
    const time = fakeTime();
    const bus = createLobbyBus();
    const store = createLobbyStore(bus, time);
    const notified = jest.fn();
    store.subscribe(notified);
    const { reply, normalisations } = countingReply(
      rawLobby({
        links: [
          rawLink({ id: 'soon', startDate: iso(NOW + HOUR) }),
          rawLink({ id: 'ending', endDate: iso(NOW + 2 * HOUR) }),
        ],
      }),
    );
    bus.emit('lobby:dataChanged', reply);
    const linkIds = () => store.current()?.lobby.links.map((link) => link.id);
    expect(linkIds()).toEqual(['ending']);
    expect(time.pending().map((timer) => timer.delay)).toEqual([HOUR]);

    time.advanceTo(NOW + HOUR - 1);
    expect(linkIds()).toEqual(['ending']);
    time.advanceTo(NOW + HOUR);
    expect(linkIds()).toEqual(['soon', 'ending']);
    time.advanceTo(NOW + 2 * HOUR);
    expect(linkIds()).toEqual(['soon']);

    expect(normalisations()).toBe(3);
    expect(notified).toHaveBeenCalledTimes(3);
    expect(time.pending()).toEqual([]);
  });

  test('a block window counts as much as a link window', () => {
    const time = fakeTime();
    const bus = createLobbyBus();
    const store = createLobbyStore(bus, time);
    const block = rawBlock({ id: 'later', games: ['bragg:alpha'], startDate: iso(NOW + HOUR) });
    bus.emit('lobby:dataChanged', rawLobby({ games: GAMES, blocks: [block] }));
    expect(store.current()?.lobby.blocks).toEqual([]);
    time.advanceTo(NOW + HOUR);
    expect(store.current()?.lobby.blocks.map((b) => b.id)).toEqual(['later']);
  });

  test('a timer that fires early only waits again; one that fires late normalises at once', () => {
    const time = fakeTime();
    const bus = createLobbyBus();
    const store = createLobbyStore(bus, time);
    const { reply, normalisations } = countingReply(
      rawLobby({ links: [rawLink({ id: 'soon', startDate: iso(NOW + HOUR) })] }),
    );
    bus.emit('lobby:dataChanged', reply);
    time.fireEarly();
    expect(normalisations()).toBe(1);
    expect(time.pending().map((pending) => pending.delay)).toEqual([HOUR]);
    time.advanceTo(NOW + 5 * HOUR);
    expect(store.current()?.lobby.links).toHaveLength(1);
    expect(normalisations()).toBe(2);
  });

  test('a window months away is waited for in steps setTimeout can hold', () => {
    const time = fakeTime();
    const bus = createLobbyBus();
    createLobbyStore(bus, time);
    const year = 365 * 24 * HOUR;
    bus.emit('lobby:dataChanged', rawLobby({ links: [rawLink({ startDate: iso(NOW + year) })] }));
    expect(time.pending().map((timer) => timer.delay)).toEqual([2 ** 31 - 1]);
  });

  test('a new reply replaces the wake-up of the old one', () => {
    const time = fakeTime();
    const bus = createLobbyBus();
    createLobbyStore(bus, time);
    bus.emit('lobby:dataChanged', rawLobby({ links: [rawLink({ startDate: iso(NOW + HOUR) })] }));
    bus.emit('lobby:dataChanged', rawLobby({ links: [rawLink({ startDate: iso(NOW + 3 * HOUR) })] }));
    expect(time.pending().map((timer) => timer.delay)).toEqual([3 * HOUR]);
  });

  test('dispose stops following the bus and the clock', () => {
    const time = fakeTime();
    const bus = createLobbyBus();
    const store = createLobbyStore(bus, time);
    const notified = jest.fn();
    store.subscribe(notified);
    bus.emit('lobby:dataChanged', rawLobby({ links: [rawLink({ startDate: iso(NOW + HOUR) })] }));
    const before = store.current();
    store.dispose();
    expect(time.pending()).toEqual([]);
    bus.emit('lobby:dataChanged', rawLobby({ games: GAMES }));
    expect(store.current()).toBe(before);
    expect(notified).toHaveBeenCalledTimes(1);
    store.subscribe(notified)();
    expect(bus.inspect().subscribersByType['lobby:dataChanged']).toBeUndefined();
  });

  test("a jump of the clock (an editor's time travel) shows the same reply as of the new instant", () => {
    const bus = createLobbyBus();
    const time = fakeTime();
    const store = createLobbyStore(bus, time);
    bus.emit('lobby:dataChanged', rawLobby({ links: [rawLink({ startDate: iso(NOW + 48 * HOUR) })] }));
    expect(store.current()?.lobby.links).toEqual([]);
    time.jumpTo(NOW + 49 * HOUR);
    expect(store.current()?.lobby.links).toHaveLength(1);
    time.jumpTo(NOW);
    expect(store.current()?.lobby.links).toEqual([]);
    store.dispose();
  });

  test('the image host map applies to every image of the lobby and of the games fetched beside it', () => {
    const bus = createLobbyBus();
    const store = createLobbyStore(bus, fakeTime());
    const cdn = { desktop: 'https://cdn.example/g/d.png', mobile: 'https://cdn.example/g/m.png' };
    bus.emit('lobby:dataChanged', rawLobby({ games: [rawGame({ code: 'a', image: cdn })] }));
    expect(store.current()?.lobby.games[0]?.image.desktop).toBe('https://cdn.example/g/d.png');
    bus.emit('lobby:imageHostsChanged', { 'https://cdn.example': 'https://proxy.example/cdn' });
    expect(store.current()?.lobby.games[0]?.image).toEqual({
      desktop: 'https://proxy.example/cdn/g/d.png',
      mobile: 'https://proxy.example/cdn/g/m.png',
    });
    const [fetched] = store.games.adopt([rawGame({ code: 'b', image: cdn })]);
    expect(fetched?.image.desktop).toBe('https://proxy.example/cdn/g/d.png');
    store.dispose();
  });

  test('uses real timers by default', () => {
    jest.useFakeTimers({ now: NOW });
    try {
      const bus = createLobbyBus();
      const store = createLobbyStore(bus);
      bus.emit('lobby:dataChanged', rawLobby({ links: [rawLink({ startDate: iso(NOW + HOUR) })] }));
      expect(store.current()?.lobby.links).toEqual([]);
      jest.advanceTimersByTime(HOUR);
      expect(store.current()?.lobby.links).toHaveLength(1);
      store.dispose();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
