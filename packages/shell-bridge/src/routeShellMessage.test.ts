import { createLobbyBus } from '@lobby/bus';
import type { BusEventType, ShellToLobbyMessage } from '@lobby/shared';
import { routeShellMessage } from './routeShellMessage';

function recorder(bus: ReturnType<typeof createLobbyBus>, types: readonly BusEventType[]) {
  const events: Array<[BusEventType, unknown]> = [];
  for (const type of types) bus.on$(type).subscribe((payload) => events.push([type, payload]));
  return events;
}

describe('routeShellMessage', () => {
  it('emits every message as shell:received', () => {
    const bus = createLobbyBus();
    const events = recorder(bus, ['shell:received', 'balances:changed', 'session:changed']);
    const message: ShellToLobbyMessage = { type: 'navigate', payload: { target: 'slots', type: 'page' } };
    routeShellMessage(message, bus);
    expect(events).toEqual([['shell:received', message]]);
  });

  it('applies userBalances to the balances channel first, keeping the mini-game fields', () => {
    const bus = createLobbyBus();
    bus.emit('balances:changed', { userBalance: 1, casinoCoin: 1, exchangeRate: 1, miniGameCoin: 7, miniGameId: 2 });
    const seenByShellHandler: unknown[] = [];
    bus.on$('shell:received').subscribe(() => seenByShellHandler.push(bus.current('balances:changed')));
    routeShellMessage({ type: 'userBalances', payload: { userBalance: 50, casinoCoin: 3, exchangeRate: 2 } }, bus);
    const expected = { userBalance: 50, casinoCoin: 3, exchangeRate: 2, miniGameCoin: 7, miniGameId: 2 };
    expect(bus.current('balances:changed')).toEqual(expected);
    expect(seenByShellHandler).toEqual([expected]);
  });

  it('applies miniGameCoin over the SPEC defaults when no balances are known', () => {
    const bus = createLobbyBus();
    routeShellMessage({ type: 'miniGameCoin', payload: { miniGameCoin: 5, miniGameId: 3 } }, bus);
    expect(bus.current('balances:changed')).toEqual({ userBalance: 0, casinoCoin: 0, exchangeRate: 1, miniGameCoin: 5, miniGameId: 3 });
  });

  it('applies guestMode to the session, keeping the ids', () => {
    const bus = createLobbyBus();
    bus.emit('session:changed', { userId: 'u', sessionId: 's', guest: false });
    routeShellMessage({ type: 'guestMode', payload: { guestMode: true } }, bus);
    expect(bus.current('session:changed')).toEqual({ userId: 'u', sessionId: 's', guest: true });
  });

  it('leaves settings-like messages to the host', () => {
    const bus = createLobbyBus();
    routeShellMessage({ type: 'theme', payload: { theme: 'light' } }, bus);
    routeShellMessage({ type: 'initialData', payload: { userId: 'u' } }, bus);
    expect(bus.inspect().retainedTypes).toEqual([]);
  });
});
