import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { BusEventMap, BusEventType } from '@lobby/shared';
import { createNavigationHistory } from '../navigation/navigationHistory';
import { connectShellMessages } from './connectShellMessages';

function setup() {
  const bus = createLobbyBus();
  const storage = { set: jest.fn(() => true) };
  const history = createNavigationHistory();
  const onInitialData = jest.fn();
  const onCashierClosed = jest.fn();
  const logger = { warn: jest.fn() };
  const disconnect = connectShellMessages(bus, {
    storage,
    history,
    onInitialData,
    onCashierClosed,
    logger,
    catalogue: () => undefined,
  });
  const seen = <K extends BusEventType>(type: K) => {
    const values: BusEventMap[K][] = [];
    bus.on$(type).subscribe((value) => values.push(value));
    return values;
  };
  return { bus, storage, history, onInitialData, onCashierClosed, logger, disconnect, seen };
}

describe('connectShellMessages', () => {
  test('initialData goes to start-up', () => {
    const { bus, onInitialData } = setup();
    bus.emit('shell:received', { type: 'initialData', payload: { userId: 'u1' } });
    expect(onInitialData).toHaveBeenCalledWith({ userId: 'u1' });
  });

  test('theme switches the settings', () => {
    const { bus } = setup();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, theme: 'dark' });
    bus.emit('shell:received', { type: 'theme', payload: { theme: 'light' } });
    expect(bus.current('settings:changed')?.theme).toBe('light');
  });

  test.each([
    ['ja', 'ja'],
    ['es_MX', 'es-mx'],
    ['zh-Hant', 'zh-TW'],
    ['xx', 'en'],
  ])('locale %s switches the settings to %s (SPEC §8 locale rule)', (sent, locale) => {
    const { bus } = setup();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, locale: 'fr', theme: 'light' });
    bus.emit('shell:received', { type: 'locale', payload: { locale: sent } });
    expect(bus.current('settings:changed')).toMatchObject({ locale, theme: 'light' });
  });

  test('theme or geoToken before the settings change nothing on the bus', () => {
    const { bus } = setup();
    bus.emit('shell:received', { type: 'theme', payload: { theme: 'light' } });
    bus.emit('shell:received', { type: 'geoToken', payload: { token: 'tok' } });
    expect(bus.current('settings:changed')).toBeUndefined();
  });

  test('geoToken is stored and put in the settings', () => {
    const { bus, storage } = setup();
    bus.emit('settings:changed', DEFAULT_SETTINGS);
    bus.emit('shell:received', { type: 'geoToken', payload: { token: 'tok' } });
    expect(storage.set).toHaveBeenCalledWith('geoToken', 'tok');
    expect(bus.current('settings:changed')?.geoComplyToken).toBe('tok');
  });

  test('userBalances updates the balances, keeping the mini-game fields', () => {
    const { bus } = setup();
    bus.emit('balances:changed', { userBalance: 1, casinoCoin: 1, exchangeRate: 1, miniGameCoin: 7, miniGameId: 2 });
    bus.emit('shell:received', { type: 'userBalances', payload: { userBalance: 50, casinoCoin: 3, exchangeRate: 2 } });
    expect(bus.current('balances:changed')).toEqual({
      userBalance: 50,
      casinoCoin: 3,
      exchangeRate: 2,
      miniGameCoin: 7,
      miniGameId: 2,
    });
  });

  test('miniGameCoin applies over the SPEC defaults when no balances are known', () => {
    const { bus } = setup();
    bus.emit('shell:received', { type: 'miniGameCoin', payload: { miniGameCoin: 5, miniGameId: 3 } });
    expect(bus.current('balances:changed')).toEqual({
      userBalance: 0,
      casinoCoin: 0,
      exchangeRate: 1,
      miniGameCoin: 5,
      miniGameId: 3,
    });
  });

  test('guestMode changes the session, keeping the ids, and the settings, and returns to the root', () => {
    const { bus, seen } = setup();
    const paths = seen('navigation:requested');
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, guestMode: false });
    bus.emit('session:changed', { userId: 'u', sessionId: 's', guest: false });
    bus.emit('shell:received', { type: 'guestMode', payload: { guestMode: true } });
    expect(bus.current('session:changed')).toEqual({ userId: 'u', sessionId: 's', guest: true });
    expect(bus.current('settings:changed')?.guestMode).toBe(true);
    expect(paths).toEqual([{ path: '/' }]);
  });

  test('backToLobby asks game-player to close the game and goes to the root', () => {
    const { bus, seen } = setup();
    const closes = seen('game:closeRequested');
    const paths = seen('navigation:requested');
    bus.emit('shell:received', { type: 'backToLobby' });
    expect(closes).toEqual([{ reason: 'backToLobby' }]);
    expect(paths).toEqual([{ path: '/' }]);
  });

  test('in play mode backToLobby returns to the last lobby screen visited', () => {
    const { bus, history, seen } = setup();
    const paths = seen('navigation:requested');
    ['/', '/slots', '/games/bragg%3Ag1'].forEach((path) => history.record(path));
    bus.emit('shell:received', { type: 'backToLobby' });
    expect(paths).toEqual([{ path: '/slots' }]);
  });

  test('downloadBannerInfo configures the banner, keeping only http(s) links', () => {
    const { bus } = setup();
    bus.emit('shell:received', {
      type: 'downloadBannerInfo',
      payload: { isInstallBannerDisabled: false, downloadLink: 'javascript:alert(1)', content: 'Get it' },
    });
    expect(bus.current('downloadBanner:changed')).toEqual({
      isInstallBannerDisabled: false,
      downloadLink: null,
      content: 'Get it',
    });
  });

  test('iframeWindowData describes the frame', () => {
    const { bus } = setup();
    bus.emit('shell:received', { type: 'iframeWindowData', payload: { width: 1000, height: 'tall' } });
    expect(bus.current('shell:frameChanged')).toEqual({ width: 1000, height: null });
  });

  test('cashierClosed asks for fresh balances', () => {
    const { bus, onCashierClosed } = setup();
    bus.emit('shell:received', { type: 'cashierClosed' });
    expect(onCashierClosed).toHaveBeenCalledTimes(1);
  });

  test('disconnect stops listening', () => {
    const { bus, storage, disconnect } = setup();
    disconnect();
    bus.emit('settings:changed', DEFAULT_SETTINGS);
    bus.emit('shell:received', { type: 'geoToken', payload: { token: 'tok' } });
    expect(storage.set).not.toHaveBeenCalled();
  });
});
