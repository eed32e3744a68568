import type { LobbyApi } from '@lobby/api';
import { gameKey } from '@lobby/domain';
import type { GameLaunch, LobbyBus, RecentGame } from '@lobby/shared';
import { Subscription } from 'rxjs';
import { isSignedIn } from './isSignedIn';

export interface RecentGamesDeps {
  readonly api: Pick<LobbyApi, 'getRecentlyPlayed'>;
  readonly logger: Pick<Console, 'error'>;
}

/** Newest first (SPEC §3), whatever order the service answered in. */
function newestFirst(games: readonly RecentGame[]): readonly RecentGame[] {
  return [...games].sort((a, b) => b.playedTimestampMs - a.playedTimestampMs);
}

/** The launched game first, stamped with its playedAt (SPEC §4 step 6), and once only. */
function withLaunched(games: readonly RecentGame[], { game, playedAt }: GameLaunch): readonly RecentGame[] {
  const gameId = gameKey(game.aggregator, game.gameCode);
  return [{ gameId, playedTimestampMs: playedAt }, ...games.filter((recent) => recent.gameId !== gameId)];
}

/**
 * 'recent:changed' from the platform API: loaded on every session change (empty for
 * guests) and again when a game closes, since the game just played now leads the list.
 * A launch puts its game first at once, with its playedAt, and outdates an answer still on
 * its way. A failed load is logged and leaves the list unchanged (SPEC §8).
 */
export function connectRecentGames(bus: LobbyBus, { api, logger }: RecentGamesDeps): () => void {
  let generation = 0;
  let gameWasActive = false;

  const refresh = () => {
    generation += 1;
    const mine = generation;
    if (!isSignedIn(bus.current('session:changed'))) {
      bus.emit('recent:changed', []);
      return;
    }
    api.getRecentlyPlayed().then(
      (games) => {
        if (mine === generation) bus.emit('recent:changed', newestFirst(games));
      },
      (error: unknown) => logger.error('Recently played games could not be loaded', error),
    );
  };

  const subscription = new Subscription();
  subscription.add(bus.on$('session:changed').subscribe(refresh));
  subscription.add(
    bus.on$('game:launched').subscribe((launch) => {
      if (!isSignedIn(bus.current('session:changed'))) return;
      generation += 1;
      bus.emit('recent:changed', withLaunched(bus.current('recent:changed') ?? [], launch));
    }),
  );
  subscription.add(
    bus.on$('game:activeChanged').subscribe((game) => {
      if (game === null && gameWasActive) refresh();
      gameWasActive = game !== null;
    }),
  );
  return () => subscription.unsubscribe();
}
