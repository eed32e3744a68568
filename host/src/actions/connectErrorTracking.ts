import type { LobbyBus } from '@lobby/shared';
import { Subscription } from '@lobby/rx';
import type { ActionTracker } from './createPlayerActions';

/**
 * The errors the host shows, tracked as they are shown (issue #33 analytics): the maintenance
 * screen, once per time the lobby goes into it, and the notice of a favourite the API refused.
 * The remotes track their own (the game page's, search's).
 */
export function connectErrorTracking(bus: LobbyBus, tracker: ActionTracker): () => void {
  const subscription = new Subscription();
  let maintenance = false;
  subscription.add(
    bus.on$('lobby:loadStateChanged').subscribe((state) => {
      if (state === 'maintenance' && !maintenance)
        tracker.track('errorShown', { error: 'maintenance', screen: 'maintenance' });
      maintenance = state === 'maintenance';
    }),
  );
  subscription.add(
    bus
      .on$('favourites:toggleFailed')
      .subscribe(({ gameKey, favourite }) =>
        tracker.track('errorShown', { error: 'favouriteFailed', gameKey, favourite, screen: 'notice' }),
      ),
  );
  return () => subscription.unsubscribe();
}
