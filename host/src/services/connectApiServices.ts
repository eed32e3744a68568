import type { LobbyBus } from '@lobby/shared';
import { filter, take } from '@lobby/rx';
import { connectBonuses, type BonusesDeps } from './connectBonuses';
import { connectBuyoutLogout, type BuyoutLogoutDeps } from './connectBuyoutLogout';
import { connectFavourites, type FavouritesDeps } from './connectFavourites';
import { connectFreeRounds, type FreeRoundsDeps } from './connectFreeRounds';
import { connectRecentGames, type RecentGamesDeps } from './connectRecentGames';

export type ApiServicesDeps = FavouritesDeps & RecentGamesDeps & BuyoutLogoutDeps & FreeRoundsDeps & BonusesDeps;

/**
 * The services that call the platform API. Its clients are initialised by the start-up load,
 * before the lobby is fetched, so the services start with the first 'loaded' (a maintenance
 * retry that loads again does not connect them twice). The player's lists then first load
 * when `whenIdle` says (sessionListLoader), after the first view.
 */
export function connectApiServices(bus: LobbyBus, deps: ApiServicesDeps): () => void {
  let disconnects: (() => void)[] = [];
  const subscription = bus
    .on$('lobby:loadStateChanged')
    .pipe(
      filter((state) => state === 'loaded'),
      take(1),
    )
    .subscribe(() => {
      disconnects = [
        connectFavourites(bus, deps),
        connectRecentGames(bus, deps),
        connectBuyoutLogout(bus, deps),
        connectFreeRounds(bus, deps),
      ];
    });
  // Listening from the start: a screen opened straight on /bonus asks before the first load.
  const disconnectBonuses = connectBonuses(bus, deps);
  return () => {
    subscription.unsubscribe();
    disconnectBonuses();
    disconnects.forEach((disconnect) => disconnect());
  };
}
