import type { LobbyApi } from '@lobby/api';
import type { LobbyBus, LobbySettings } from '@lobby/shared';
import { lobbyQueryOf } from './lobbyQuery';

export interface LoadLobbyOptions {
  readonly bus: LobbyBus;
  readonly api: Pick<LobbyApi, 'getProxyConfig' | 'init' | 'getLobby'>;
  readonly settings: LobbySettings;
}

/**
 * One attempt at SPEC §4's initial load: API clients, then the lobby, then 'loaded' and
 * casinoLoadComplete. Rejects on any failure; the caller decides about maintenance.
 */
export async function loadLobby({ bus, api, settings }: LoadLobbyOptions): Promise<void> {
  const proxies = await api.getProxyConfig();
  await api.init(proxies);
  const data = await api.getLobby(lobbyQueryOf(settings));
  if (data.maintenanceMode) throw new Error('The content service reports maintenance mode');
  bus.emit('lobby:dataChanged', data);
  bus.emit('lobby:loadStateChanged', 'loaded');
  bus.emit('shell:sendRequested', { type: 'casinoLoadComplete' });
}
