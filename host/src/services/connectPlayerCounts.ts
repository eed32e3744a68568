import { gameKey, PLAYER_COUNT_REFRESH_MS } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';
import type { LobbyStorage } from '@lobby/storage';
import { countsOf, nextPlayerCounts } from './nextPlayerCounts';

export interface PlayerCountsDeps {
  readonly storage: Pick<LobbyStorage, 'get' | 'set'>;
  readonly now?: () => number;
  readonly random?: () => number;
}

/**
 * 'playerCounts:changed' for the games of the lobby: computed when the lobby arrives and
 * every 300 s (SPEC §9), cached in storage so a reload shows the same numbers.
 */
export function connectPlayerCounts(
  bus: LobbyBus,
  { storage, now = Date.now, random = Math.random }: PlayerCountsDeps,
): () => void {
  let keys: readonly string[] = [];
  const refresh = () => {
    if (keys.length === 0) return;
    const cache = nextPlayerCounts(storage.get('gamesPlayingCount'), keys, now(), random);
    storage.set('gamesPlayingCount', cache);
    bus.emit('playerCounts:changed', countsOf(cache));
  };
  const subscription = bus.on$('lobby:dataChanged').subscribe((data) => {
    keys = data.games.map((game) => gameKey(game.aggregator, game.code));
    refresh();
  });
  const timer = setInterval(refresh, PLAYER_COUNT_REFRESH_MS);
  return () => {
    subscription.unsubscribe();
    clearInterval(timer);
  };
}
