import type { LobbyApi } from '@lobby/api';
import type { LobbyBus } from '@lobby/shared';
import { lobbyRequestOf } from '@lobby/domain';
import { Subscription } from '@lobby/rx';

export interface LobbyReloadDeps {
  readonly api: Pick<LobbyApi, 'getLobby'>;
  readonly logger: Pick<Console, 'error'>;
}

/**
 * Once the lobby has loaded, settings that change its request (a guest-mode change turns the
 * visitor's statuses, SPEC §3/§7) fetch it again, so audience-targeted blocks follow the
 * visitor. The lobby on screen stays until the new one arrives; a failed fetch is logged and
 * keeps it, and only the answer to the latest request counts.
 */
export function connectLobbyReload(bus: LobbyBus, { api, logger }: LobbyReloadDeps): () => void {
  let loadedQuery: string | null = null;
  let generation = 0;
  const queryKey = () => {
    const settings = bus.current('settings:changed');
    return settings === undefined ? null : JSON.stringify(lobbyRequestOf(settings));
  };

  const subscription = new Subscription();
  subscription.add(
    bus.on$('lobby:loadStateChanged').subscribe((state) => {
      if (state === 'loaded' && loadedQuery === null) loadedQuery = queryKey();
    }),
  );
  subscription.add(
    bus.on$('settings:changed').subscribe((settings) => {
      const key = queryKey();
      if (loadedQuery === null || key === null || key === loadedQuery) return;
      loadedQuery = key;
      generation += 1;
      const mine = generation;
      api.getLobby(lobbyRequestOf(settings)).then(
        (data) => {
          if (mine === generation) bus.emit('lobby:dataChanged', data);
        },
        (error: unknown) => logger.error('The lobby could not be loaded for the changed settings', error),
      );
    }),
  );
  return () => subscription.unsubscribe();
}
