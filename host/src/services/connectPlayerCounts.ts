import {
  changePlayerCount,
  gameKey,
  PLAYER_COUNT_REFRESH_MS,
  playerCountOf,
  playerCountsOf,
  refreshPlayerCounts,
  type PlayerCountCache,
} from '@lobby/domain';
import type { GameRef, LobbyBus } from '@lobby/shared';
import type { LobbyStorage } from '@lobby/storage';
import { Subscription } from '@lobby/rx';

export interface PlayerCountsDeps {
  readonly storage: Pick<LobbyStorage, 'get' | 'set'>;
  /** The wall clock: the counts' 10 minutes and 24 hours are real time, kept across reloads. */
  readonly now?: () => number;
  readonly random?: () => number;
  /** Runs the refresh the requests of one render ask for, once, after them. */
  readonly defer?: (run: () => void) => void;
}

const keyOf = (game: GameRef) => gameKey(game.aggregator, game.gameCode);

/**
 * 'playerCounts:changed', the counts every tile shows (SPEC §3 "players per game"), the one
 * writer of the games-playing-count storage key. The SPEC §9 refresh sets the counts of the
 * games shown (domain refreshPlayerCounts: fake 20–200, cached 24 h, ±5 after 10 min) when the
 * lobby arrives, when a tile asks for a game without one ('playerCounts:requested': listings,
 * provider games and search results show games the lobby reply does not carry) and every
 * 300 s. SPEC §4's steps: a launch increments its game's count (the player joins), its close
 * decrements it (the player leaves).
 */
export function connectPlayerCounts(
  bus: LobbyBus,
  { storage, now = Date.now, random = Math.random, defer = queueMicrotask }: PlayerCountsDeps,
): () => void {
  // The games shown this session: each refresh moves their counts on.
  const shown = new Set<string>();
  let refreshDue = false;
  // Its own copy of what it published: a writer does not read its fact back from the bus.
  let published: Readonly<Record<string, number>> | undefined;

  const publish = (cache: PlayerCountCache) => {
    storage.set('gamesPlayingCount', cache);
    published = playerCountsOf(cache);
    bus.emit('playerCounts:changed', published);
  };
  const refresh = () => {
    refreshDue = false;
    if (shown.size === 0) return;
    publish(refreshPlayerCounts(storage.get('gamesPlayingCount'), shown, now(), random));
  };
  const change = (game: GameRef, step: 'increment' | 'decrement') => {
    const cache = storage.get('gamesPlayingCount');
    const next = changePlayerCount(cache, keyOf(game), { kind: step }, now());
    if (next !== null && next !== cache) publish(next);
  };

  const subscription = new Subscription();
  subscription.add(
    bus.on$('lobby:dataChanged').subscribe((data) => {
      for (const game of data.games) shown.add(gameKey(game.aggregator, game.code));
      refresh();
    }),
  );
  subscription.add(
    bus.on$('playerCounts:requested').subscribe(({ keys }) => {
      for (const key of keys) {
        shown.add(key);
        if (playerCountOf(published, key) === undefined) refreshDue = true;
      }
      // A listing's tiles ask one by one as they mount: one refresh answers them all.
      if (refreshDue) defer(() => refreshDue && refresh());
    }),
  );
  // The game in front of the player: when it closes (or another takes its place) they left it.
  let active: GameRef | null = null;
  subscription.add(bus.on$('game:launched').subscribe(({ game }) => change(game, 'increment')));
  subscription.add(
    bus.on$('game:activeChanged').subscribe((game) => {
      if (active !== null && (game === null || keyOf(game) !== keyOf(active))) change(active, 'decrement');
      active = game;
    }),
  );
  const timer = setInterval(refresh, PLAYER_COUNT_REFRESH_MS);
  return () => {
    subscription.unsubscribe();
    clearInterval(timer);
  };
}
