import { createLobbyBus } from '@lobby/bus';
import type { LobbyToShellMessage, RawPlayerProtection, Session } from '@lobby/shared';
import { createRealityChecks, type RealityChecksDeps } from './createRealityChecks';

interface Answer {
  readonly sessionId: string;
  readonly dueAt: number;
  readonly choice: 'resumed' | 'left';
}

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };

const protection = (realityCheckSeconds: number | null, sessionStartedAt = new Date(T0).toISOString()): RawPlayerProtection => ({
  policy: { licenseType: null, sessionClock: true, realityCheckSeconds, limitsUrl: null, helpUrl: null },
  sessionStartedAt,
  depositLimit: null,
  lossLimit: null,
  exclusion: null,
});

/** The lobby's storage as one window sees it: `otherWindow` writes as another window of the lobby would. */
function fakeStorage(initial: Answer | null = null) {
  let stored: Answer | null = initial;
  const watchers = new Set<(value: Answer | null) => void>();
  const storage: RealityChecksDeps['storage'] = {
    get: ((key: string) => (key === 'realityCheckAnswered' ? stored : null)) as RealityChecksDeps['storage']['get'],
    set: ((key: string, value: Answer) => {
      if (key === 'realityCheckAnswered') stored = value;
      return true;
    }) as RealityChecksDeps['storage']['set'],
    watch: ((key: string, listener: (value: Answer | null) => void) => {
      if (key !== 'realityCheckAnswered') return () => undefined;
      watchers.add(listener);
      return () => watchers.delete(listener);
    }) as RealityChecksDeps['storage']['watch'],
  };
  return {
    storage,
    stored: () => stored,
    otherWindow: (value: Answer) => {
      stored = value;
      watchers.forEach((listener) => listener(value));
    },
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(T0);
});
afterEach(() => jest.useRealTimers());

function setup({ answered = null, session = PLAYER }: { answered?: Answer | null; session?: Session } = {}) {
  const bus = createLobbyBus();
  const jumps = new Set<() => void>();
  let offset = 0;
  const clock = {
    now: () => Date.now() + offset,
    subscribe: (onJump: () => void) => {
      jumps.add(onJump);
      return () => jumps.delete(onJump);
    },
  };
  const store = fakeStorage(answered);
  const leaveGame = jest.fn();
  const sent: LobbyToShellMessage[] = [];
  const closes: unknown[] = [];
  bus.on$('shell:sendRequested').subscribe((message) => sent.push(message));
  bus.on$('game:closeRequested').subscribe((command) => closes.push(command));
  bus.emit('session:changed', session);
  const checks = createRealityChecks(bus, { clock, storage: store.storage, leaveGame });
  return {
    bus,
    checks,
    store,
    leaveGame,
    closes,
    told: () => sent.flatMap((message) => (message.type === 'realityCheck' ? [message.payload] : [])),
    jump: (ms: number) => {
      offset += ms;
      jumps.forEach((onJump) => onJump());
    },
  };
}

describe('createRealityChecks', () => {
  test('due an interval after the session began: shown, and the shell told to pause', () => {
    const { bus, checks, told } = setup();
    bus.emit('protection:changed', protection(60));
    expect(checks.current()).toBeNull();
    jest.advanceTimersByTime(MINUTE - 1);
    expect(checks.current()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(checks.current()).toEqual({ dueAt: T0 + MINUTE, minutes: 1 });
    expect(told()).toEqual([{ state: 'paused', minutes: 1 }]);
  });

  test('listeners hear it shown and answered', () => {
    const { bus, checks } = setup();
    const listener = jest.fn();
    checks.subscribe(listener);
    bus.emit('protection:changed', protection(60));
    jest.advanceTimersByTime(MINUTE);
    expect(listener).toHaveBeenCalledTimes(1);
    checks.answer('resumed');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('continue: the shell resumes, the answer is kept for the session, the next comes an interval later', () => {
    const { bus, checks, store, told, leaveGame, closes } = setup();
    bus.emit('protection:changed', protection(60));
    jest.advanceTimersByTime(MINUTE + 5 * SECOND);
    checks.answer('resumed');
    expect(checks.current()).toBeNull();
    expect(told()).toEqual([
      { state: 'paused', minutes: 1 },
      { state: 'resumed', minutes: 1 },
    ]);
    expect(store.stored()).toEqual({ sessionId: 's1', dueAt: T0 + MINUTE, choice: 'resumed' });
    expect(leaveGame).not.toHaveBeenCalled();
    expect(closes).toEqual([]);
    jest.advanceTimersByTime(MINUTE - 5 * SECOND);
    expect(checks.current()).toEqual({ dueAt: T0 + 2 * MINUTE, minutes: 2 });
  });

  test('leave: game-player is asked to close the game, the player goes back to the lobby, the shell hears it', () => {
    const { bus, checks, told, leaveGame, closes, store } = setup();
    bus.emit('protection:changed', protection(60));
    jest.advanceTimersByTime(MINUTE);
    checks.answer('left');
    expect(closes).toEqual([{ reason: 'realityCheck' }]);
    expect(leaveGame).toHaveBeenCalledTimes(1);
    expect(told().at(-1)).toEqual({ state: 'left', minutes: 1 });
    expect(store.stored()?.choice).toBe('left');
  });

  test('after a reload, a check answered in this session is not shown again', () => {
    const { bus, checks, told } = setup({ answered: { sessionId: 's1', dueAt: T0 + MINUTE, choice: 'resumed' } });
    jest.setSystemTime(T0 + 90 * SECOND);
    bus.emit('protection:changed', protection(60));
    expect(checks.current()).toBeNull();
    jest.advanceTimersByTime(30 * SECOND);
    expect(checks.current()?.minutes).toBe(2);
    expect(told()).toEqual([{ state: 'paused', minutes: 2 }]);
  });

  test("another session's answer answers nothing of this one", () => {
    const { bus, checks } = setup({ answered: { sessionId: 'old', dueAt: T0 + MINUTE, choice: 'resumed' } });
    jest.setSystemTime(T0 + 90 * SECOND);
    bus.emit('protection:changed', protection(60));
    expect(checks.current()).toEqual({ dueAt: T0 + MINUTE, minutes: 1 });
  });

  test('a check left unanswered over more intervals is answered up to the latest due', () => {
    const { bus, checks, store } = setup();
    bus.emit('protection:changed', protection(60));
    jest.advanceTimersByTime(MINUTE);
    jest.advanceTimersByTime(2 * MINUTE + 10 * SECOND);
    // Still the first: a player is never asked twice over.
    expect(checks.current()?.minutes).toBe(1);
    checks.answer('resumed');
    expect(store.stored()?.dueAt).toBe(T0 + 3 * MINUTE);
    expect(checks.current()).toBeNull();
    jest.advanceTimersByTime(50 * SECOND);
    expect(checks.current()?.minutes).toBe(4);
  });

  test("another window's answer closes this window's check with the same choice", () => {
    const { bus, checks, store, told, leaveGame, closes } = setup();
    bus.emit('protection:changed', protection(60));
    jest.advanceTimersByTime(MINUTE);
    store.otherWindow({ sessionId: 's1', dueAt: T0 + MINUTE, choice: 'left' });
    expect(checks.current()).toBeNull();
    expect(told().at(-1)).toEqual({ state: 'left', minutes: 1 });
    expect(closes).toEqual([{ reason: 'realityCheck' }]);
    expect(leaveGame).toHaveBeenCalledTimes(1);
  });

  test("another window's answer to an earlier check leaves this one shown", () => {
    const { bus, checks, store } = setup();
    bus.emit('protection:changed', protection(60));
    jest.advanceTimersByTime(2 * MINUTE);
    store.otherWindow({ sessionId: 's1', dueAt: T0 + MINUTE, choice: 'resumed' });
    expect(checks.current()?.minutes).toBe(2);
  });

  test('the same protection loaded again keeps the check shown, told once', () => {
    const { bus, checks, told } = setup();
    bus.emit('protection:changed', protection(60));
    jest.advanceTimersByTime(MINUTE);
    bus.emit('protection:changed', protection(60));
    expect(checks.current()).toEqual({ dueAt: T0 + MINUTE, minutes: 1 });
    expect(told()).toHaveLength(1);
  });

  test.each<[string, (bus: ReturnType<typeof createLobbyBus>) => void]>([
    ['signed out', (bus) => bus.emit('session:changed', GUEST)],
    ['no protection known', (bus) => bus.emit('protection:changed', null)],
    ['the policy stops reality checks', (bus) => bus.emit('protection:changed', protection(null))],
    ['a new play session began', (bus) => bus.emit('protection:changed', protection(60, new Date(T0 + MINUTE).toISOString()))],
  ])('withdrawn unanswered (%s): the shell resumes', (_name, change) => {
    const { bus, checks, told } = setup();
    bus.emit('protection:changed', protection(60));
    jest.advanceTimersByTime(MINUTE);
    change(bus);
    expect(checks.current()).toBeNull();
    expect(told().at(-1)).toEqual({ state: 'resumed', minutes: 1 });
  });

  test('a guest, or a policy without reality checks, never sees one', () => {
    const guest = setup({ session: GUEST });
    guest.bus.emit('protection:changed', protection(60));
    const off = setup();
    off.bus.emit('protection:changed', protection(null));
    jest.advanceTimersByTime(60 * MINUTE);
    expect(guest.checks.current()).toBeNull();
    expect(off.checks.current()).toBeNull();
    expect([...guest.told(), ...off.told()]).toEqual([]);
  });

  test('the lobby clock jumping (time travel) is looked at again', () => {
    const { bus, checks, jump } = setup();
    bus.emit('protection:changed', protection(60));
    jump(MINUTE);
    expect(checks.current()?.minutes).toBe(1);
  });

  test('disposed: nothing more is shown', () => {
    const { bus, checks } = setup();
    bus.emit('protection:changed', protection(60));
    checks.dispose();
    jest.advanceTimersByTime(5 * MINUTE);
    bus.emit('protection:changed', protection(60));
    expect(checks.current()).toBeNull();
  });
});
