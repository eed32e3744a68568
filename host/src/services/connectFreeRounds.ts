import type { LobbyApi } from '@lobby/api';
import { normaliseAggregator } from '@lobby/domain';
import type { FreeRound, LobbyBus } from '@lobby/shared';
import { sessionListLoader, type SessionListTiming } from './sessionListLoader';

export interface FreeRoundsDeps extends SessionListTiming {
  readonly api: Pick<LobbyApi, 'getFreeRounds'>;
  readonly logger: Pick<Console, 'error'>;
}

/**
 * 'freeRounds:changed' from the platform API (GET /player/freerounds): loaded on every
 * session change, empty for guests. A failed load is logged and keeps the last list (SPEC §8).
 */
export function connectFreeRounds(bus: LobbyBus, { api, logger, whenIdle }: FreeRoundsDeps): () => void {
  const offers = sessionListLoader(bus, {
    whenIdle,
    load: () => api.getFreeRounds(),
    loaded: (answer) =>
      bus.emit(
        'freeRounds:changed',
        answer.map((offer): FreeRound => ({
          game: { gameCode: offer.code, aggregator: normaliseAggregator(offer.aggregator) },
          rounds: offer.rounds,
          expiresAt: offer.expiresAt ?? null,
        })),
      ),
    empty: () => bus.emit('freeRounds:changed', []),
    known: () => bus.current('freeRounds:changed') !== undefined,
    failed: (error) => logger.error('Free rounds could not be loaded', error),
  });
  const subscription = bus.on$('session:changed').subscribe(() => offers.reload());
  return () => {
    offers.stop();
    subscription.unsubscribe();
  };
}
