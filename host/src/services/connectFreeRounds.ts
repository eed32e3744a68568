import type { LobbyApi } from '@lobby/api';
import { normaliseAggregator } from '@lobby/domain';
import type { FreeRound, LobbyBus } from '@lobby/shared';
import { Subscription } from 'rxjs';
import { isSignedIn } from './isSignedIn';

export interface FreeRoundsDeps {
  readonly api: Pick<LobbyApi, 'getFreeRounds'>;
  readonly logger: Pick<Console, 'error'>;
}

/**
 * 'freeRounds:changed' from the platform API (GET /player/freerounds): loaded on every
 * session change, empty for guests. A failed load is logged and keeps the last list (SPEC §8).
 */
export function connectFreeRounds(bus: LobbyBus, { api, logger }: FreeRoundsDeps): () => void {
  // A reply for an earlier session must not overwrite the offers of the current one.
  let generation = 0;
  const subscription = new Subscription();
  subscription.add(
    bus.on$('session:changed').subscribe((session) => {
      generation += 1;
      const mine = generation;
      if (!isSignedIn(session)) {
        bus.emit('freeRounds:changed', []);
        return;
      }
      api.getFreeRounds().then(
        (offers) => {
          if (mine !== generation) return;
          bus.emit(
            'freeRounds:changed',
            offers.map(
              (offer): FreeRound => ({
                game: { gameCode: offer.code, aggregator: normaliseAggregator(offer.aggregator) },
                rounds: offer.rounds,
                expiresAt: offer.expiresAt ?? null,
              }),
            ),
          );
        },
        (error: unknown) => logger.error('Free rounds could not be loaded', error),
      );
    }),
  );
  return () => subscription.unsubscribe();
}
