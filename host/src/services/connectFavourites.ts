import type { LobbyApi } from '@lobby/api';
import { comparableGameKey, favouriteKeySet, isFavouriteKey, isSignedIn } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';
import { Subscription } from '@lobby/rx';
import type { PlayerActionPipeline } from '../actions/createPlayerActions';
import type { PlayerListsSync } from './playerListsSync';
import { sessionListLoader, type SessionListTiming } from './sessionListLoader';

/** A favourite write the API refused for good (the outbox's report). */
export interface RefusedFavourite {
  readonly key: string;
  readonly favourite: boolean;
}

export interface FavouritesDeps extends SessionListTiming {
  readonly api: Pick<LobbyApi, 'getFavouriteGames'>;
  /** The player-action pipeline: the gate, then the ordered, durable write. */
  readonly actions: Pick<PlayerActionPipeline, 'setFavourite' | 'pendingFavourites'>;
  /** Tells of favourite writes the API refused; returns what stops telling. */
  readonly favouriteRefused: (listener: (refused: RefusedFavourite) => void) => () => void;
  readonly logger: Pick<Console, 'error'>;
  /** Another window's changes (a game window's heart): adopted as this window's list. */
  readonly playerListsSync?: Pick<PlayerListsSync, 'received'>;
}

/** Keys naming one game ('oryx:X', 'bragg:x') are one favourite: the list holds each game once. */
function toggled(list: readonly string[], gameKey: string, favourite: boolean): readonly string[] {
  const game = comparableGameKey(gameKey);
  const without = list.filter((key) => comparableGameKey(key) !== game);
  return favourite ? [...without, gameKey] : without;
}

/** `list` as it will be once the writes still on their way (game key -> wanted state) have landed. */
function withPending(list: readonly string[], pending: ReadonlyMap<string, boolean>): readonly string[] {
  let result = list;
  for (const [key, favourite] of pending) {
    if (isFavouriteKey(favouriteKeySet(result), key) !== favourite) result = toggled(result, key, favourite);
  }
  return [...result];
}

/**
 * Keeps 'favourites:changed' in step with the platform API: fetched on every session change
 * (empty for guests), toggled optimistically so a heart reacts at once, written through the
 * player-action pipeline (in order per game, retried until the API answers, kept across a
 * reload), and rolled back when the API refuses (SPEC §8: a failed call leaves the list
 * unchanged), which the player is told of ('favourites:toggleFailed').
 */
export function connectFavourites(
  bus: LobbyBus,
  { api, actions, favouriteRefused, logger, whenIdle, playerListsSync }: FavouritesDeps,
): () => void {
  const current = () => bus.current('favourites:changed') ?? [];
  const favourites = sessionListLoader(bus, {
    whenIdle,
    load: () => api.getFavouriteGames(),
    // The server's list with the player's taps still on their way: a load cannot undo a tap.
    loaded: (keys) => bus.emit('favourites:changed', withPending(keys, actions.pendingFavourites())),
    empty: () => bus.emit('favourites:changed', []),
    known: () => bus.current('favourites:changed') !== undefined,
    failed: (error) => logger.error('Favourite games could not be loaded', error),
  });
  const subscription = new Subscription();
  subscription.add(bus.on$('session:changed').subscribe(() => favourites.reload()));
  subscription.add(
    playerListsSync?.received(({ favourites: synced }) => {
      if (!isSignedIn(bus.current('session:changed'))) return;
      const mine = current();
      if (mine.length === synced.length && mine.every((key, index) => key === synced[index])) return;
      bus.emit('favourites:changed', [...synced]);
    }),
  );

  subscription.add(
    bus.on$('favourites:toggleRequested', 'host').subscribe(({ gameKey, favourite, source }) => {
      if (!isSignedIn(bus.current('session:changed'))) return;
      // A key outside the wire form names no game: the API would refuse it.
      if (comparableGameKey(gameKey) === null) return;
      if (isFavouriteKey(favouriteKeySet(current()), gameKey) === favourite) return;
      if (!actions.setFavourite(gameKey, favourite, source).allowed) return;
      bus.emit('favourites:changed', toggled(current(), gameKey, favourite));
    }),
  );
  subscription.add(
    favouriteRefused(({ key, favourite }) => {
      logger.error(`Favourite ${key} could not be ${favourite ? 'added' : 'removed'}`);
      // Undo only while the list still shows the refused state: a later tap has its own write.
      if (isFavouriteKey(favouriteKeySet(current()), key) !== favourite) return;
      bus.emit('favourites:changed', toggled(current(), key, !favourite));
      bus.emit('favourites:toggleFailed', { gameKey: key, favourite });
    }),
  );

  return () => {
    favourites.stop();
    subscription.unsubscribe();
  };
}
