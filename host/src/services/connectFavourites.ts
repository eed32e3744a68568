import type { LobbyApi } from '@lobby/api';
import type { LobbyBus } from '@lobby/shared';
import { Subscription } from '@lobby/rx';
import { isSignedIn } from './isSignedIn';
import { sessionListLoader, type SessionListTiming } from './sessionListLoader';

export interface FavouritesDeps extends SessionListTiming {
  readonly api: Pick<LobbyApi, 'getFavouriteGames' | 'addFavourite' | 'removeFavourite'>;
  readonly logger: Pick<Console, 'error'>;
}

function toggled(list: readonly string[], gameKey: string, favourite: boolean): readonly string[] {
  const without = list.filter((key) => key !== gameKey);
  return favourite ? [...without, gameKey] : without;
}

/**
 * Keeps 'favourites:changed' in step with the platform API: fetched on every session change
 * (empty for guests), toggled optimistically so a heart reacts at once, and rolled back when
 * the API refuses (SPEC §8: a failed call leaves the list unchanged), which the player is told
 * of ('favourites:toggleFailed').
 */
export function connectFavourites(bus: LobbyBus, { api, logger, whenIdle }: FavouritesDeps): () => void {
  const current = () => bus.current('favourites:changed') ?? [];
  const favourites = sessionListLoader(bus, {
    whenIdle,
    load: () => api.getFavouriteGames(),
    loaded: (keys) => bus.emit('favourites:changed', [...keys]),
    empty: () => bus.emit('favourites:changed', []),
    known: () => bus.current('favourites:changed') !== undefined,
    failed: (error) => logger.error('Favourite games could not be loaded', error),
  });
  const subscription = new Subscription();
  subscription.add(bus.on$('session:changed').subscribe(() => favourites.reload()));

  subscription.add(
    bus.on$('favourites:toggleRequested').subscribe(({ gameKey, favourite }) => {
      if (!isSignedIn(bus.current('session:changed'))) return;
      if (current().includes(gameKey) === favourite) return;
      const mine = favourites.generation();
      bus.emit('favourites:changed', toggled(current(), gameKey, favourite));
      const call = favourite ? api.addFavourite(gameKey) : api.removeFavourite(gameKey);
      call.catch((error: unknown) => {
        logger.error(`Favourite ${gameKey} could not be ${favourite ? 'added' : 'removed'}`, error);
        // Undo only this change: other toggles made meanwhile may have succeeded.
        if (mine !== favourites.generation()) return;
        bus.emit('favourites:changed', toggled(current(), gameKey, !favourite));
        bus.emit('favourites:toggleFailed', { gameKey, favourite });
      });
    }),
  );

  return () => {
    favourites.stop();
    subscription.unsubscribe();
  };
}
