import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { DEFAULT_BALANCES } from '@lobby/shared';
import { createLobbyStorage, createMemoryStorage } from '@lobby/storage';
import { connectSessionMemory, rememberedSession } from './connectSessionMemory';

function setup() {
  const bus = createLobbyBus();
  const storage = createLobbyStorage(createMemoryStorage());
  const disconnect = connectSessionMemory(bus, { storage });
  return { bus, storage, disconnect };
}

describe('connectSessionMemory and rememberedSession (SPEC §9 essential keys)', () => {
  test('nothing recorded on this device: nothing remembered', () => {
    expect(rememberedSession(createLobbyStorage(createMemoryStorage()))).toBeNull();
  });

  test('the settings and balances in force are written, and read back for the player of the casino user record', () => {
    const { bus, storage } = setup();
    storage.set('casinoUser', { userId: 'u1', sessionId: 's1' });
    bus.emit('settings:changed', {
      ...DEFAULT_SETTINGS,
      useFullScreenCasino: false,
      platformType: 'android',
      lobbyPlatform: 'android-app',
      geoComplyToken: 'geo-1',
      appVersion: '2.0.1',
    });
    bus.emit('balances:changed', {
      ...DEFAULT_BALANCES,
      userBalance: 12.5,
      casinoCoin: 2,
      exchangeRate: 1.5,
      miniGameCoin: 4,
      miniGameId: 10,
    });
    expect(rememberedSession(storage)).toEqual({
      userId: 'u1',
      values: {
        userBalance: 12.5,
        casinoCoin: 2,
        exchangeRate: 1.5,
        miniGameCoin: 4,
        miniGameId: 10,
        useFullScreenCasino: false,
        platformType: 'android',
        lobbyPlatform: 'android-app',
        geoComplyToken: 'geo-1',
        appVersion: '2.0.1',
      },
    });
  });

  test('a value the settings no longer hold is removed (the lobby platform, the geo token)', () => {
    const { bus, storage } = setup();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, lobbyPlatform: 'web', geoComplyToken: 'geo-1' });
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, lobbyPlatform: null, geoComplyToken: null });
    expect(storage.get('lobbyPlatform')).toBeNull();
    expect(storage.get('geoToken')).toBeNull();
  });

  test('disconnected, it writes nothing more', () => {
    const { bus, storage, disconnect } = setup();
    disconnect();
    bus.emit('balances:changed', { ...DEFAULT_BALANCES, userBalance: 99 });
    expect(storage.get('balanceInfo')).toBeNull();
  });
});
