import { act, fireEvent, screen } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { DEFAULT_BALANCES } from '@lobby/shared';
import { rawLobby } from '@lobby/testing';
import { renderWithBus } from '../testing/renderWithBus';
import { renderWithClock, testProtection } from '../protection/protectionTesting';
import { Header } from './Header';

/** The balance is drawn once the lobby has loaded and the browser is idle (AfterFirstView). */
function afterFirstView(bus: { emit: (type: 'lobby:loadStateChanged', state: 'loaded') => void }) {
  act(() => bus.emit('lobby:loadStateChanged', 'loaded'));
  act(() => jest.runOnlyPendingTimers());
}

describe('Header', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a player sees the balance in the settings currency and can open the cashier', () => {
    const onCashierRequested = jest.fn();
    const { bus, sent } = renderWithBus(
      <Header search={<div data-testid="search" />} onCashierRequested={onCashierRequested} />,
    );
    act(() => {
      bus.emit('session:changed', { userId: 'u', sessionId: 's', guest: false });
      bus.emit('settings:changed', { ...DEFAULT_SETTINGS, currency: 'EUR' });
      bus.emit('balances:changed', { ...DEFAULT_BALANCES, userBalance: 1234.5 });
    });
    afterFirstView(bus);
    expect(screen.getByRole('banner').contains(screen.getByTestId('search'))).toBe(true);
    expect(screen.getByTestId('header-balance').textContent).toBe('€1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Cashier' }));
    expect(sent).toEqual([{ type: 'openCashier' }]);
    // Fresh balances once the player is back from it (connectFreshBalances).
    expect(onCashierRequested).toHaveBeenCalledTimes(1);
  });

  test('without a currency the balance is in USD', () => {
    const { bus } = renderWithBus(<Header search={null} />);
    act(() => bus.emit('balances:changed', { ...DEFAULT_BALANCES, userBalance: 5 }));
    afterFirstView(bus);
    expect(screen.getByTestId('header-balance').textContent).toBe('$5.00');
  });

  test('a guest gets a login button that asks the shell, and no cashier', () => {
    const { bus, sent } = renderWithBus(<Header search={null} />);
    act(() => bus.emit('session:changed', { userId: null, sessionId: null, guest: true }));
    afterFirstView(bus);
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cashier' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(sent).toEqual([{ type: 'openLoginScreen' }]);
  });

  test("a player's protection shows the session clock and the limits and help pages; a guest's shows none", () => {
    const { bus } = renderWithClock(<Header search={null} />);
    act(() => {
      bus.emit('session:changed', { userId: 'u', sessionId: 's', guest: false });
      bus.emit('protection:changed', testProtection());
    });
    const banner = screen.getByRole('banner');
    expect(banner.contains(screen.getByRole('timer', { name: 'Session time' }))).toBe(true);
    expect(banner.contains(screen.getByRole('link', { name: 'Limits' }))).toBe(true);
    expect(banner.contains(screen.getByRole('link', { name: 'Help' }))).toBe(true);
    act(() => {
      bus.emit('session:changed', { userId: null, sessionId: null, guest: true });
      bus.emit('protection:changed', null);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Limits' })).toBeNull();
  });

  test('during maintenance neither search nor the cashier is offered', () => {
    const { bus } = renderWithBus(<Header search={<div data-testid="search" />} />);
    act(() => bus.emit('session:changed', { userId: 'u', sessionId: 's', guest: false }));
    expect(screen.getByRole('button', { name: 'Cashier' })).toBeTruthy();
    act(() => bus.emit('lobby:loadStateChanged', 'maintenance'));
    expect(screen.queryByTestId('search')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cashier' })).toBeNull();
  });

  test("the lobby reply's showSearch false takes the search entry away; true or no reply yet keeps it", () => {
    const { bus } = renderWithBus(<Header search={<div data-testid="search" />} />);
    expect(screen.getByTestId('search')).toBeTruthy();
    act(() => bus.emit('lobby:dataChanged', rawLobby({ showSearch: false })));
    expect(screen.queryByTestId('search')).toBeNull();
    act(() => bus.emit('lobby:dataChanged', rawLobby({ showSearch: true })));
    expect(screen.getByTestId('search')).toBeTruthy();
  });

  test.each([
    ['a guest', { userId: 'u', sessionId: 's', guest: true }],
    ['a visitor without a session id', { userId: 'u', sessionId: null, guest: false }],
    ['a visitor without a user id', { userId: null, sessionId: 's', guest: false }],
  ])('%s is not signed in: login, no balance, no cashier', (_case, session) => {
    const { bus } = renderWithBus(<Header search={null} />);
    act(() => bus.emit('session:changed', session));
    afterFirstView(bus);
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cashier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  test('the demo deployment says so; a production one does not', () => {
    const { unmount } = renderWithBus(<Header search={null} demo />);
    expect(screen.getByTestId('demo-mode').textContent).toBe('Demo mode');
    unmount();
    renderWithBus(<Header search={null} />);
    expect(screen.queryByTestId('demo-mode')).toBeNull();
  });
});
