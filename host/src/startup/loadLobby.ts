import { readProxyConfig, type LobbyApi } from '@lobby/api';
import type { LobbyBus, LobbyData, LobbySettings } from '@lobby/shared';
import { checkLobbyReply, injectedLobbyJson } from '@lobby/domain';
import { lobbyQueryOf } from './lobbyQuery';

/**
 * SPEC §6: with a preview flag, a casinoJsonResponse is the lobby, rendered instead of fetched.
 * A reply that does not fit the lobby's shape fails the load like a broken service reply would
 * (the preview form checks it before it ever gets here).
 */
function injectedReply(settings: LobbySettings): LobbyData | null {
  const json = injectedLobbyJson(settings);
  if (json === null) return null;
  const check = checkLobbyReply(json);
  if (!check.ok) throw new Error('casinoJsonResponse is not a lobby reply', { cause: check });
  return check.reply;
}

export interface LoadLobbyOptions {
  readonly bus: LobbyBus;
  readonly api: Pick<LobbyApi, 'getProxyConfig' | 'init' | 'getLobby'>;
  readonly settings: LobbySettings;
  /** The proxy config document the server wrote into the page, if it did: no request for it then. */
  readonly proxyConfig?: unknown;
  /**
   * Settles when the lobby may be shown (the locale's texts are in): the request does not
   * wait for it, only the 'loaded' state does, so the two downloads overlap.
   */
  readonly showable?: Promise<unknown>;
}

/**
 * One attempt at SPEC §4's initial load: API clients, then the lobby, then 'loaded' and
 * casinoLoadComplete. Rejects on any failure; the caller decides about maintenance.
 */
export async function loadLobby({ bus, api, settings, proxyConfig, showable }: LoadLobbyOptions): Promise<void> {
  const proxies = proxyConfig === undefined ? await api.getProxyConfig() : readProxyConfig(proxyConfig, 'the page');
  await api.init(proxies);
  const data = injectedReply(settings) ?? (await api.getLobby(lobbyQueryOf(settings)));
  if (data.maintenanceMode) throw new Error('The content service reports maintenance mode');
  await showable;
  bus.emit('lobby:dataChanged', data);
  bus.emit('lobby:loadStateChanged', 'loaded');
  bus.emit('shell:sendRequested', { type: 'casinoLoadComplete' });
}
