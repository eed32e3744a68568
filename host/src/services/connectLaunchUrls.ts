import { isNoResponseError, type LobbyApi } from '@lobby/api';
import type { GameStore } from '@lobby/connected';
import { gameKey, servedLaunchUrl } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';

export interface LaunchUrlsDeps {
  readonly api: Pick<LobbyApi, 'launchGame'>;
  readonly logger: Pick<Console, 'error'>;
  /** The lobby's games: a game served locally (servingMethod) plays from the device's server. */
  readonly games?: Pick<GameStore, 'byKey'>;
}

/**
 * Answers game-player's 'game:launchUrlRequested' with the game's address from the casino
 * API, in the language and layout the lobby shows. The game page decides what to show for a
 * failure; a request that got no answer is told apart (SPEC §8's request-timed-out text). The
 * geo-compliance token in force (SPEC §3) goes with the request to the launch service. A game
 * the lobby knows as served locally is played from http://localhost:{port} when the settings
 * name a port (domain servedLaunchUrl).
 */
export function connectLaunchUrls(bus: LobbyBus, { api, logger, games }: LaunchUrlsDeps): () => void {
  const subscription = bus.on$('game:launchUrlRequested').subscribe((game) => {
    const settings = bus.current('settings:changed');
    api
      .launchGame({
        gameKey: gameKey(game.aggregator, game.gameCode),
        locale: settings?.locale ?? 'en',
        platform: settings?.platform ?? 'desktop',
        geoComplyToken: settings?.geoComplyToken ?? null,
      })
      .then(
        ({ url }) => {
          const servingMethod = games?.byKey(gameKey(game.aggregator, game.gameCode))?.servingMethod ?? 'remote';
          const port = bus.current('settings:changed')?.port ?? null;
          bus.emit('game:launchUrlResolved', { game, url: servedLaunchUrl(url, servingMethod, port) });
        },
        (error: unknown) => {
          logger.error(`The launch address of ${gameKey(game.aggregator, game.gameCode)} could not be loaded`, error);
          bus.emit('game:launchUrlResolved', {
            game,
            failure: isNoResponseError(error) ? 'noResponse' : 'refused',
            statusText: error instanceof Error ? error.message : String(error),
          });
        },
      );
  });
  return () => subscription.unsubscribe();
}
