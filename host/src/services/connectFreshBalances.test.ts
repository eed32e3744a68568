import { createLobbyBus } from '@lobby/bus';
import type { BusEventMap, LobbyToShellMessage, Session } from '@lobby/shared';
import { connectFreshBalances, FRESH_BALANCES_COALESCE_MS } from './connectFreshBalances';

type ShellMode = BusEventMap['shell:modeDetected'];

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };
const EMBEDDED: ShellMode = { standalone: false, transport: 'parent' };
const STANDALONE: ShellMode = { standalone: true, transport: null };
const GAME = { gameCode: 'gates', aggregator: 'bragg' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup({ mode = EMBEDDED, session = PLAYER }: { mode?: ShellMode; session?: Session } = {}) {
  const bus = createLobbyBus();
  bus.emit('shell:modeDetected', mode);
  bus.emit('session:changed', session);
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const window = new EventTarget();
  const sent: LobbyToShellMessage[] = [];
  bus.on$('shell:sendRequested').subscribe((message) => sent.push(message));
  const fresh = connectFreshBalances(bus, { page, window });
  const asked = () => sent.filter((message) => message.type === 'requestUserBalances').length;
  const comeBack = (how: 'focus' | 'visible') => {
    if (how === 'focus') window.dispatchEvent(new Event('focus'));
    else page.dispatchEvent(new Event('visibilitychange'));
  };
  return { bus, page, fresh, asked, comeBack, wait: () => jest.advanceTimersByTime(FRESH_BALANCES_COALESCE_MS) };
}

describe('connectFreshBalances', () => {
  test("the shell's cashier closed: balances asked for", () => {
    const { fresh, asked, wait } = setup();
    fresh.cashierClosed();
    expect(asked()).toBe(0);
    wait();
    expect(asked()).toBe(1);
  });

  test.each<'focus' | 'visible'>(['focus', 'visible'])(
    'back (%s) after the lobby asked for the cashier: asked once; coming back again asks nothing',
    (how) => {
      const { fresh, asked, comeBack, wait } = setup();
      comeBack(how);
      wait();
      expect(asked()).toBe(0);
      fresh.cashierRequested();
      comeBack(how);
      wait();
      expect(asked()).toBe(1);
      comeBack(how);
      wait();
      expect(asked()).toBe(1);
    },
  );

  test('a page still hidden is not back', () => {
    const { fresh, page, asked, comeBack, wait } = setup();
    fresh.cashierRequested();
    page.visibilityState = 'hidden';
    comeBack('visible');
    wait();
    expect(asked()).toBe(0);
  });

  test('a game closing asks; a game opening or switching does not', () => {
    const { bus, asked, wait } = setup();
    bus.emit('game:activeChanged', GAME);
    bus.emit('game:activeChanged', { gameCode: 'other', aggregator: 'haba' });
    wait();
    expect(asked()).toBe(0);
    bus.emit('game:activeChanged', null);
    wait();
    expect(asked()).toBe(1);
    bus.emit('game:activeChanged', null);
    wait();
    expect(asked()).toBe(1);
  });

  test('triggers that come together ask once; a later one asks again', () => {
    const { bus, fresh, asked, comeBack, wait } = setup();
    bus.emit('game:activeChanged', GAME);
    fresh.cashierRequested();
    fresh.cashierClosed();
    comeBack('focus');
    bus.emit('game:activeChanged', null);
    wait();
    expect(asked()).toBe(1);
    fresh.cashierClosed();
    wait();
    expect(asked()).toBe(2);
  });

  test.each<[string, { mode?: ShellMode; session?: Session }]>([
    ['standalone (no shell to answer)', { mode: STANDALONE }],
    ['a guest (no balances)', { session: GUEST }],
  ])('%s: nothing is sent', (_name, options) => {
    const { fresh, asked, wait } = setup(options);
    fresh.cashierClosed();
    wait();
    expect(asked()).toBe(0);
  });

  test('disconnected: nothing more, not even what was about to go', () => {
    const { bus, fresh, asked, wait } = setup();
    fresh.cashierClosed();
    fresh.disconnect();
    wait();
    bus.emit('game:activeChanged', GAME);
    bus.emit('game:activeChanged', null);
    wait();
    expect(asked()).toBe(0);
  });
});
