import type { BusEventMap, BusEventType, LobbyBus } from '@lobby/shared';
import { BUS_REPLAY } from '@lobby/shared';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Observable, Subject } from '@lobby/rx';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { BusProvider } from '../components/BusProvider/BusProvider';
import { MISSING_BUS_PROVIDER_MESSAGE, useBus } from './useBus';
import { useBusValue } from './useBusValue';

/** A minimal in-memory LobbyBus; ui must not depend on @lobby/bus, only on the contract. */
function createTestBus(): LobbyBus {
  const subjects = new Map<BusEventType, Subject<unknown>>();
  const last = new Map<BusEventType, unknown>();
  const subject = (type: BusEventType) => {
    let found = subjects.get(type);
    if (!found) {
      found = new Subject<unknown>();
      subjects.set(type, found);
    }
    return found;
  };
  return {
    emit(type, payload) {
      if (BUS_REPLAY[type]) last.set(type, payload);
      subject(type).next(payload);
    },
    on$<K extends BusEventType>(type: K) {
      return new Observable<BusEventMap[K]>((subscriber) => {
        if (BUS_REPLAY[type] && last.has(type)) subscriber.next(last.get(type) as BusEventMap[K]);
        return subject(type).subscribe((value) => subscriber.next(value as BusEventMap[K]));
      });
    },
    current<K extends BusEventType>(type: K) {
      return last.get(type) as BusEventMap[K] | undefined;
    },
  };
}

function wrapperFor(bus: LobbyBus) {
  return function Wrapper({ children }: { readonly children: ReactNode }) {
    return (
      <StrictMode>
        <BusProvider bus={bus}>{children}</BusProvider>
      </StrictMode>
    );
  };
}

const BALANCES = { userBalance: 10, casinoCoin: 2, exchangeRate: 1, miniGameCoin: 0, miniGameId: 0 };

describe('bus bindings', () => {
  it('useBus returns the provided bus', () => {
    const bus = createTestBus();
    const { result } = renderHook(() => useBus(), { wrapper: wrapperFor(bus) });
    expect(result.current).toBe(bus);
  });

  it('useBus throws a clear error outside a provider', () => {
    function Orphan() {
      useBus();
      return null;
    }
    const onUncaught = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(MISSING_BUS_PROVIDER_MESSAGE);
    onUncaught.mockRestore();
  });

  it('useBusValue replays the last value and follows new ones', () => {
    const bus = createTestBus();
    bus.emit('balances:changed', BALANCES);
    function Balance() {
      const balances = useBusValue('balances:changed');
      return <p>balance {balances?.userBalance ?? 'none'}</p>;
    }
    render(<Balance />, { wrapper: wrapperFor(bus) });
    expect(screen.getByText('balance 10')).toBeTruthy();
    act(() => bus.emit('balances:changed', { ...BALANCES, userBalance: 25 }));
    expect(screen.getByText('balance 25')).toBeTruthy();
  });

  it('useBusValue is undefined until an event is seen, then keeps a non-replaying one', () => {
    const bus = createTestBus();
    const { result } = renderHook(() => useBusValue('navigation:requested'), { wrapper: wrapperFor(bus) });
    expect(result.current).toBeUndefined();
    act(() => bus.emit('navigation:requested', { path: '/slots' }));
    expect(result.current).toEqual({ path: '/slots' });
  });
});
