import type { LobbyStorage } from '@lobby/storage';
import type { LobbyBus, LobbySettings } from '@lobby/shared';

/**
 * Puts the start-up settings on the bus as settings, session and balances, and keeps the
 * session in the casino user record, where the API clients read their auth headers from.
 */
export function publishSettings(bus: LobbyBus, storage: Pick<LobbyStorage, 'set'>, settings: LobbySettings): void {
  storage.set('casinoUser', { userId: settings.userId, sessionId: settings.sessionId });
  bus.emit('settings:changed', settings);
  bus.emit('session:changed', { userId: settings.userId, sessionId: settings.sessionId, guest: settings.guestMode });
  bus.emit('balances:changed', {
    userBalance: settings.userBalance,
    casinoCoin: settings.casinoCoin,
    exchangeRate: settings.exchangeRate,
    miniGameCoin: settings.miniGameCoin,
    miniGameId: settings.miniGameId,
  });
}
