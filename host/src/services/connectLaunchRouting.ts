import { gameKey, normaliseAggregator } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';
import { isSignedIn } from './isSignedIn';

/** The aggregator guests may play (SPEC §4 step 1, §6). */
const GUEST_PLAYABLE_AGGREGATOR = 'native';

/** The game route of a launch request: the key is encoded, since it holds the separator. */
export function gamePath(aggregator: string, gameCode: string): string {
  return `/games/${encodeURIComponent(gameKey(aggregator, gameCode))}`;
}

/**
 * 'game:launchRequested' → the game route, where the game-player remote takes over the
 * launch. Guests are asked to log in instead, except for native games (SPEC §4 step 1).
 */
export function connectLaunchRouting(bus: LobbyBus): () => void {
  const subscription = bus.on$('game:launchRequested').subscribe(({ gameCode, aggregator }) => {
    const native = normaliseAggregator(aggregator) === GUEST_PLAYABLE_AGGREGATOR;
    if (!native && !isSignedIn(bus.current('session:changed'))) {
      bus.emit('shell:sendRequested', { type: 'openLoginScreen' });
      return;
    }
    bus.emit('navigation:requested', { path: gamePath(aggregator, gameCode) });
  });
  return () => subscription.unsubscribe();
}
