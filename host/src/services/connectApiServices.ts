import type { LobbyBus } from '@lobby/shared';
import { connectFavourites, type FavouritesDeps } from './connectFavourites';
import { connectRecentGames, type RecentGamesDeps } from './connectRecentGames';

export type ApiServicesDeps = FavouritesDeps & RecentGamesDeps;

/** The services that call the platform API: connected once its clients are initialised. */
export function connectApiServices(bus: LobbyBus, deps: ApiServicesDeps): () => void {
  const disconnects = [connectFavourites(bus, deps), connectRecentGames(bus, deps)];
  return () => disconnects.forEach((disconnect) => disconnect());
}
