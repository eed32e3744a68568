import type { RememberedSession, RememberedValues } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';
import type { LobbyStorage } from '@lobby/storage';
import { Subscription } from '@lobby/rx';

/**
 * What the last session on this device left under SPEC §9's essential keys, and whose it was
 * (the casino user record): start-up lays it beneath what the page is told now (domain
 * mergeWithRemembered). null when no session was ever recorded here.
 */
export function rememberedSession(storage: Pick<LobbyStorage, 'get'>): RememberedSession | null {
  const user = storage.get('casinoUser');
  if (user === null) return null;
  const balances = storage.get('balanceInfo');
  const coin = storage.get('miniGameCoin');
  const fullScreen = storage.get('fullScreen');
  const platformType = storage.get('userPlatformType');
  const lobbyPlatform = storage.get('lobbyPlatform');
  const geoToken = storage.get('geoToken');
  const appVersion = storage.get('appVersion');
  const values: RememberedValues = {
    ...(balances === null ? {} : balances),
    ...(coin === null ? {} : coin),
    ...(fullScreen === null ? {} : { useFullScreenCasino: fullScreen }),
    ...(platformType === null ? {} : { platformType }),
    ...(lobbyPlatform === null ? {} : { lobbyPlatform }),
    ...(geoToken === null ? {} : { geoComplyToken: geoToken }),
    ...(appVersion === null ? {} : { appVersion }),
  };
  return { userId: user.userId, values };
}

/**
 * Keeps SPEC §9's essential keys in step with the settings and balances in force, the one
 * writer of each: user balance info and the mini-game coin (from 'balances:changed': the
 * shell's userBalances and miniGameCoin, or the settings), the full-screen flag, the user
 * platform type, the lobby platform, the geo token and the app version (from 'settings:changed':
 * the query, initialData, the shell's geoToken or the web CMS app config). A reload and a game window read them back
 * (rememberedSession). A value the settings no longer hold is removed.
 */
export function connectSessionMemory(
  bus: LobbyBus,
  { storage }: { readonly storage: Pick<LobbyStorage, 'set' | 'remove'> },
): () => void {
  const subscription = new Subscription();
  subscription.add(
    bus.on$('settings:changed').subscribe((settings) => {
      storage.set('fullScreen', settings.useFullScreenCasino);
      storage.set('appVersion', settings.appVersion);
      storage.set('userPlatformType', settings.platformType);
      if (settings.lobbyPlatform === null) storage.remove('lobbyPlatform');
      else storage.set('lobbyPlatform', settings.lobbyPlatform);
      if (settings.geoComplyToken === null) storage.remove('geoToken');
      else storage.set('geoToken', settings.geoComplyToken);
    }),
  );
  subscription.add(
    bus.on$('balances:changed').subscribe(({ userBalance, casinoCoin, exchangeRate, miniGameCoin, miniGameId }) => {
      storage.set('balanceInfo', { userBalance, casinoCoin, exchangeRate });
      storage.set('miniGameCoin', { miniGameCoin, miniGameId });
    }),
  );
  return () => subscription.unsubscribe();
}
