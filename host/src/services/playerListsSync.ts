import { isSignedIn } from '@lobby/domain';
import type { LobbyBus, RecentGame } from '@lobby/shared';
import type { LobbyStorage, StoredFavouritesRecentSync } from '@lobby/storage';
import { Subscription, merge } from '@lobby/rx';

/** A player's lists as windows of one device share them. */
export type SyncedPlayerLists = Pick<StoredFavouritesRecentSync, 'favourites' | 'recentGames'>;

export interface PlayerListsSync {
  /**
   * Lists another window of this device changed (a game window's favourite, a play): the owners
   * of 'favourites:changed' and 'recent:changed' adopt their part. Returns the unsubscribe.
   */
  readonly received: (listener: (lists: SyncedPlayerLists) => void) => () => void;
}

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((item, index) => same(item, b[index] as T));
const samePlay = (a: RecentGame, b: RecentGame) => a.gameId === b.gameId && a.playedTimestampMs === b.playedTimestampMs;
const sameLists = (a: SyncedPlayerLists, b: SyncedPlayerLists) =>
  sameList(a.favourites, b.favourites, (x, y) => x === y) && sameList(a.recentGames, b.recentGames, samePlay);

/**
 * SPEC §3's favourites and recent-games sync key: the lobby window and a game window it opened
 * (a desktop pop-up, a new tab) share a player's favourite and recent-game changes. Each window
 * writes its lists when they change (a signed-in player's only, a list not known yet as the last
 * record has it), and hears what the others write through the browser's storage event. Lists
 * this window last wrote or heard are not written again, so two windows settle instead of
 * echoing each other.
 */
export function connectPlayerListsSync(
  bus: LobbyBus,
  {
    storage,
    now = Date.now,
  }: { readonly storage: Pick<LobbyStorage, 'get' | 'set' | 'watch'>; readonly now?: () => number },
): PlayerListsSync & { readonly disconnect: () => void } {
  const listeners = new Set<(lists: SyncedPlayerLists) => void>();
  let lastSeen: SyncedPlayerLists | null = null;
  let adopting = false;

  const write = () => {
    if (adopting || !isSignedIn(bus.current('session:changed'))) return;
    const stored = storage.get('favouritesRecentSync');
    const lists: SyncedPlayerLists = {
      favourites: bus.current('favourites:changed') ?? stored?.favourites ?? [],
      recentGames: bus.current('recent:changed') ?? stored?.recentGames ?? [],
    };
    if (lastSeen !== null && sameLists(lists, lastSeen)) return;
    lastSeen = lists;
    storage.set('favouritesRecentSync', { ...lists, updatedAtMs: now() });
  };

  const subscription = new Subscription();
  subscription.add(merge(bus.on$('favourites:changed'), bus.on$('recent:changed')).subscribe(write));
  subscription.add(
    storage.watch('favouritesRecentSync', (record) => {
      if (record === null) return;
      const received: SyncedPlayerLists = { favourites: record.favourites, recentGames: record.recentGames };
      // The owners adopt both lists before anything is written back.
      adopting = true;
      try {
        for (const listener of [...listeners]) listener(received);
      } finally {
        adopting = false;
      }
      lastSeen = received;
      // Plays only this window knows make its merged list longer: the others hear it once.
      write();
    }),
  );
  return {
    received: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    disconnect: () => {
      subscription.unsubscribe();
      listeners.clear();
    },
  };
}
