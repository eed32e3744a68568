import type { LobbyApi } from '@lobby/api';
import { gameKey, mergeRecentGames, isSignedIn } from '@lobby/domain';
import type { LobbyBus, RecentGame } from '@lobby/shared';
import { Subscription } from '@lobby/rx';
import type { PlayerActionPipeline } from '../actions/createPlayerActions';
import type { PlayerListsSync } from './playerListsSync';
import { sessionListLoader, type SessionListTiming } from './sessionListLoader';

export interface RecentGamesDeps extends SessionListTiming {
  readonly api: Pick<LobbyApi, 'getRecentlyPlayed'>;
  /** The player-action pipeline: a launch's play recorded (gated, durable) and tracked. */
  readonly actions: Pick<PlayerActionPipeline, 'recordLaunch'>;
  readonly logger: Pick<Console, 'error'>;
  /** Another window's plays (a game window's): merged in, as this session's plays are. */
  readonly playerListsSync?: Pick<PlayerListsSync, 'received'>;
}

/**
 * 'recent:changed': the platform API's list merged with this session's plays, newest first
 * (SPEC §3). Loaded on every session change (empty for guests) and again when a game
 * closes. A launch records its play on the API, puts its game first at once with its
 * playedAt (SPEC §4 step 6), and tells the shell (syncRecentGame); since every answer is
 * merged with the session's plays, an answer that predates the write cannot drop it. A
 * failed call is logged and leaves the list unchanged (SPEC §8).
 */
export function connectRecentGames(
  bus: LobbyBus,
  { api, actions, logger, whenIdle, playerListsSync }: RecentGamesDeps,
): () => void {
  let sessionPlays: RecentGame[] = [];
  let gameWasActive = false;
  const recent = sessionListLoader(bus, {
    whenIdle,
    load: () => api.getRecentlyPlayed(),
    loaded: (games) => bus.emit('recent:changed', mergeRecentGames(games, sessionPlays)),
    empty: () => bus.emit('recent:changed', []),
    known: () => bus.current('recent:changed') !== undefined,
    failed: (error) => logger.error('Recently played games could not be loaded', error),
  });

  const subscription = new Subscription();
  subscription.add(
    playerListsSync?.received(({ recentGames }) => {
      if (!isSignedIn(bus.current('session:changed'))) return;
      // Kept with this session's plays, so a reload from the API that predates them keeps them too.
      sessionPlays = mergeRecentGames(sessionPlays, recentGames);
      const current = bus.current('recent:changed') ?? [];
      const merged = mergeRecentGames(current, recentGames);
      const same =
        merged.length === current.length &&
        merged.every(
          (play, index) =>
            play.gameId === current[index]?.gameId && play.playedTimestampMs === current[index]?.playedTimestampMs,
        );
      if (!same) bus.emit('recent:changed', merged);
    }),
  );
  subscription.add(
    bus.on$('session:changed').subscribe(() => {
      sessionPlays = [];
      recent.reload();
    }),
  );
  subscription.add(
    bus.on$('game:launched').subscribe((launch) => {
      const { game, playedAt } = launch;
      // Recorded on the API through the pipeline's outbox: in order, retried, kept across a reload.
      // The gate lets a play through only for a signed-in player: a guest's is neither listed nor
      // sent; nor is a fun-money demo, which is not real play.
      if (!actions.recordLaunch(launch)) return;
      const play: RecentGame = { gameId: gameKey(game.aggregator, game.gameCode), playedTimestampMs: playedAt };
      sessionPlays = mergeRecentGames(sessionPlays, [play]);
      const recentGames = mergeRecentGames(bus.current('recent:changed') ?? [], [play]);
      bus.emit('recent:changed', recentGames);
      bus.emit('shell:sendRequested', {
        type: 'syncRecentGame',
        payload: { gameCode: game.gameCode, aggregator: game.aggregator, recentGames },
      });
    }),
  );
  subscription.add(
    bus.on$('game:activeChanged').subscribe((game) => {
      if (game === null && gameWasActive) recent.reload();
      gameWasActive = game !== null;
    }),
  );
  return () => {
    recent.stop();
    subscription.unsubscribe();
  };
}
