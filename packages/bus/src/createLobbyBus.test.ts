import { firstValueFrom, take, toArray } from '@lobby/rx';
import { BUS_HELD_UNTIL_READ, BUS_REPLAY, type BusEventType, type LobbyBus, type Session } from '@lobby/shared';
import { MAX_HELD } from './createChannel';
import { createLobbyBus } from './createLobbyBus';

const alice: Session = { userId: 'alice', sessionId: 's-1', guest: false };
const bob: Session = { userId: 'bob', sessionId: 's-2', guest: false };

describe('createLobbyBus', () => {
  it('is a LobbyBus', () => {
    const bus: LobbyBus = createLobbyBus();
    expect(typeof bus.emit).toBe('function');
  });

  it('delivers to current subscribers in emission order', () => {
    const bus = createLobbyBus();
    const seen: string[] = [];
    bus.on$('navigation:requested').subscribe(({ path }) => seen.push(path));
    bus.emit('navigation:requested', { path: '/a' });
    bus.emit('navigation:requested', { path: '/b', replace: true });
    expect(seen).toEqual(['/a', '/b']);
  });

  it('does not mix event types', () => {
    const bus = createLobbyBus();
    const seen: unknown[] = [];
    bus.on$('remote:loaded').subscribe((value) => seen.push(value));
    bus.emit('remote:loadFailed', { remote: 'search', reason: '404' });
    expect(seen).toEqual([]);
  });

  describe('replaying events', () => {
    it('give a late subscriber the last value, then the following ones', () => {
      const bus = createLobbyBus();
      bus.emit('session:changed', alice);
      bus.emit('session:changed', bob);
      const seen: Session[] = [];
      bus.on$('session:changed').subscribe((value) => seen.push(value));
      bus.emit('session:changed', alice);
      expect(seen).toEqual([bob, alice]);
    });

    it('give nothing to a subscriber before the first emission', () => {
      const bus = createLobbyBus();
      const seen: unknown[] = [];
      bus.on$('balances:changed').subscribe((value) => seen.push(value));
      expect(seen).toEqual([]);
      expect(bus.current('balances:changed')).toBeUndefined();
    });

    it('expose the last value through current()', () => {
      const bus = createLobbyBus();
      bus.emit('lobby:loadStateChanged', 'loading');
      bus.emit('lobby:loadStateChanged', 'loaded');
      expect(bus.current('lobby:loadStateChanged')).toBe('loaded');
    });

    it('replay null (no active game) as a value', async () => {
      const bus = createLobbyBus();
      bus.emit('game:activeChanged', { gameCode: 'g', aggregator: 'bragg' });
      bus.emit('game:activeChanged', null);
      expect(bus.current('game:activeChanged')).toBeNull();
      await expect(firstValueFrom(bus.on$('game:activeChanged'))).resolves.toBeNull();
    });

    it('work with RxJS operators for late subscribers', async () => {
      const bus = createLobbyBus();
      bus.emit('lobby:loadStateChanged', 'loading');
      const twoStates = firstValueFrom(bus.on$('lobby:loadStateChanged').pipe(take(2), toArray()));
      bus.emit('lobby:loadStateChanged', 'maintenance');
      await expect(twoStates).resolves.toEqual(['loading', 'maintenance']);
    });
  });

  describe('non-replaying events', () => {
    it('are not seen by late subscribers', () => {
      const bus = createLobbyBus();
      bus.emit('navigation:requested', { path: '/a' });
      const seen: unknown[] = [];
      bus.on$('navigation:requested').subscribe((value) => seen.push(value));
      expect(seen).toEqual([]);
    });

    it('have no current value', () => {
      const bus = createLobbyBus();
      bus.emit('shell:sendRequested', { type: 'casinoReady' });
      expect(bus.current('shell:sendRequested')).toBeUndefined();
      expect(bus.inspect().retainedTypes).toEqual([]);
    });
  });

  describe('commands held until read (BUS_HELD_UNTIL_READ)', () => {
    const launch = (gameCode: string) => ({ gameCode, aggregator: 'bragg', source: { screen: 'home', block: null } });

    it('go to the declared reader, once each and in order, and tell the owner', () => {
      const bus = createLobbyBus();
      const held: BusEventType[] = [];
      bus.held$().subscribe((type) => held.push(type));
      bus.emit('game:launchRequested', launch('a'));
      bus.emit('game:launchRequested', launch('b'));
      expect(held).toEqual(['game:launchRequested', 'game:launchRequested']);
      const first: unknown[] = [];
      const second: unknown[] = [];
      bus.on$('game:launchRequested', 'game-player').subscribe((value) => first.push(value));
      bus.on$('game:launchRequested', 'game-player').subscribe((value) => second.push(value));
      expect(first).toEqual([launch('a'), launch('b')]);
      expect(second).toEqual([]);
      expect(bus.current('game:launchRequested')).toBeUndefined();
    });

    it('are delivered, not held, while someone reads them', () => {
      const bus = createLobbyBus();
      const held: BusEventType[] = [];
      bus.held$().subscribe((type) => held.push(type));
      const seen: unknown[] = [];
      const reading = bus.on$('game:launchRequested', 'game-player').subscribe((value) => seen.push(value));
      bus.emit('game:launchRequested', launch('a'));
      reading.unsubscribe();
      bus.emit('game:launchRequested', launch('b'));
      bus.on$('game:launchRequested', 'game-player').subscribe((value) => seen.push(value));
      expect(seen).toEqual([launch('a'), launch('b')]);
      expect(held).toEqual(['game:launchRequested']);
    });

    it('keep at most MAX_HELD, the newest', () => {
      const bus = createLobbyBus();
      for (let index = 0; index < MAX_HELD + 2; index += 1) bus.emit('game:launchRequested', launch(String(index)));
      const seen: { gameCode: string }[] = [];
      bus.on$('game:launchRequested', 'game-player').subscribe((value) => seen.push(value));
      expect(seen.map(({ gameCode }) => gameCode)).toEqual(
        Array.from({ length: MAX_HELD }, (_, index) => String(index + 2)),
      );
    });

    it('an observer sees them happen but never takes one: the reader still gets it', () => {
      const bus = createLobbyBus();
      const observed: unknown[] = [];
      bus.on$('game:launchRequested').subscribe((value) => observed.push(value));
      // Naming another part is observing too: only the declared reader (BUS_OWNERS) takes.
      bus.on$('game:launchRequested', 'host').subscribe((value) => observed.push(value));
      bus.emit('game:launchRequested', launch('a'));
      const read: unknown[] = [];
      bus.on$('game:launchRequested', 'game-player').subscribe((value) => read.push(value));
      expect(observed).toEqual([launch('a'), launch('a')]);
      expect(read).toEqual([launch('a')]);
    });

    it('are only commands', () => {
      for (const type of BUS_HELD_UNTIL_READ) expect(BUS_REPLAY[type]).toBe(false);
    });
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createLobbyBus();
    const seen: string[] = [];
    const subscription = bus.on$('lobby:loadStateChanged').subscribe((value) => seen.push(value));
    bus.emit('lobby:loadStateChanged', 'loading');
    subscription.unsubscribe();
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(seen).toEqual(['loading']);
    expect(bus.inspect().subscriberCount).toBe(0);
  });

  it('keeps delivering to others when one subscriber throws', () => {
    jest.useFakeTimers();
    try {
      const bus = createLobbyBus();
      const seen: string[] = [];
      bus.on$('remote:loaded').subscribe(() => {
        throw new Error('broken remote');
      });
      bus.on$('remote:loaded').subscribe(({ remote }) => seen.push(remote));
      bus.emit('remote:loaded', { remote: 'bonuses' });
      expect(seen).toEqual(['bonuses']);
      // RxJS rethrows the subscriber's error on a timer so that it is not swallowed.
      expect(() => jest.runOnlyPendingTimers()).toThrow('broken remote');
    } finally {
      jest.useRealTimers();
    }
  });

  it('declares replay for every event of the map', () => {
    const replaying = (Object.keys(BUS_REPLAY) as BusEventType[]).filter((type) => BUS_REPLAY[type]);
    expect(replaying.sort()).toEqual(
      [
        'balances:changed',
        'bonuses:changed',
        'downloadBanner:changed',
        'favourites:changed',
        'freeRounds:changed',
        'game:activeChanged',
        'layout:changed',
        'lobby:dataChanged',
        'lobby:imageHostsChanged',
        'lobby:loadStateChanged',
        'playerCounts:changed',
        'protection:changed',
        'recent:changed',
        'remote:statesChanged',
        'session:changed',
        'settings:changed',
        'shell:frameChanged',
        'shell:modeDetected',
      ].sort(),
    );
  });

  it('treats an event type unknown to this contract as non-replaying', () => {
    const bus = createLobbyBus();
    // A remote built against a newer contract may emit a type this build does not know.
    const stranger = '__proto__' as BusEventType;
    bus.emit(stranger, { type: 'casinoReady' } as never);
    expect(bus.current(stranger)).toBeUndefined();
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  describe('dispose', () => {
    it('completes subscribers, forgets values and ignores later emits', () => {
      const bus = createLobbyBus();
      bus.emit('session:changed', alice);
      let completed = false;
      bus.on$('session:changed').subscribe({ complete: () => (completed = true) });
      bus.dispose();
      expect(completed).toBe(true);
      bus.emit('session:changed', bob);
      expect(bus.current('session:changed')).toBeUndefined();
      expect(bus.inspect()).toEqual({ subscriberCount: 0, subscribersByType: {}, retainedTypes: [] });
    });
  });

  describe('a storm of 10,000 messages', () => {
    it('leaves no subscribers and no retained values behind', () => {
      const bus = createLobbyBus();
      let delivered = 0;
      for (let i = 0; i < 10_000; i += 1) {
        // Each message gets its own short-lived subscriber, the pattern that leaks when
        // teardown is wrong.
        const subscription = bus.on$('shell:sendRequested').subscribe(() => (delivered += 1));
        const replaying = bus.on$('balances:changed').subscribe();
        bus.emit('shell:sendRequested', { type: 'syncRecentGame', payload: { gameCode: `g${i}`, aggregator: 'bragg', recentGames: [] } });
        bus.emit('navigation:requested', { path: `/p/${i}` });
        bus.emit('balances:changed', {
          userBalance: i,
          casinoCoin: 0,
          exchangeRate: 1,
          miniGameCoin: 0,
          miniGameId: 0,
        });
        subscription.unsubscribe();
        replaying.unsubscribe();
      }
      expect(delivered).toBe(10_000);
      const inspection = bus.inspect();
      expect(inspection.subscriberCount).toBe(0);
      expect(inspection.subscribersByType).toEqual({});
      expect(inspection.retainedTypes).toEqual(['balances:changed']);
      expect(bus.current('balances:changed')?.userBalance).toBe(9_999);
    });

    it('delivers every message to a long-lived subscriber', () => {
      const bus = createLobbyBus();
      let delivered = 0;
      const subscription = bus.on$('remote:loadFailed').subscribe(() => (delivered += 1));
      for (let i = 0; i < 10_000; i += 1) bus.emit('remote:loadFailed', { remote: 'search', reason: `r${i}` });
      subscription.unsubscribe();
      expect(delivered).toBe(10_000);
      expect(bus.inspect().subscriberCount).toBe(0);
      expect(bus.inspect().retainedTypes).toEqual([]);
    });
  });
});
