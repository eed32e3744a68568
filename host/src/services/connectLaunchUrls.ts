import { isNoResponseError, type LobbyApi } from '@lobby/api';
import { gameKey } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';

export interface LaunchUrlsDeps {
  readonly api: Pick<LobbyApi, 'launchGame'>;
  readonly logger: Pick<Console, 'error'>;
}

/**
 * Answers game-player's 'game:launchUrlRequested' with the game's address from the casino
 * API, in the language and layout the lobby shows. The game page decides what to show for a
 * failure; a request that got no answer is told apart (SPEC §8's request-timed-out text).
 */
export function connectLaunchUrls(bus: LobbyBus, { api, logger }: LaunchUrlsDeps): () => void {
  const subscription = bus.on$('game:launchUrlRequested').subscribe((game) => {
    const settings = bus.current('settings:changed');
    api
      .launchGame({
        gameKey: gameKey(game.aggregator, game.gameCode),
        locale: settings?.locale ?? 'en',
        platform: settings?.platform ?? 'desktop',
      })
      .then(
        ({ url }) => bus.emit('game:launchUrlResolved', { game, url }),
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
