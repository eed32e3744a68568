import { isRawLobbyResponse, readProxyConfig, type LobbyApi } from '@lobby/api';
import type { FirstLobbyReply, LobbyBus, LobbyData, LobbySettings } from '@lobby/shared';
import { checkLobbyReply, injectedLobbyJson, lobbyRequestOf, lobbyRequestParams, type LobbyRequest } from '@lobby/domain';

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

/**
 * The reply the server wrote into the page, when it answers exactly the request these
 * settings make and passes a fetched reply's check; null otherwise (the lobby is fetched then).
 */
function pageReply(first: FirstLobbyReply | null | undefined, request: LobbyRequest): LobbyData | null {
  if (!first || request.preview) return null;
  const params = lobbyRequestParams(request);
  const same =
    params.length === first.params.length &&
    params.every(([name, value], index) => first.params[index]?.[0] === name && first.params[index]?.[1] === value);
  if (!same) return null;
  // The check a fetched reply passes: the page's reply stands for one.
  return isRawLobbyResponse(first.reply) ? first.reply : null;
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
  /** The lobby reply the server wrote into the page (pageConfig's firstLobby), if any. */
  readonly firstLobby?: FirstLobbyReply | null;
}

/**
 * One attempt at SPEC §4's initial load: API clients, then the lobby, then 'loaded' and
 * casinoLoadComplete. Rejects on any failure; the caller decides about maintenance.
 */
export async function loadLobby({ bus, api, settings, proxyConfig, showable, firstLobby }: LoadLobbyOptions): Promise<void> {
  const proxies = proxyConfig === undefined ? await api.getProxyConfig() : readProxyConfig(proxyConfig, 'the page');
  await api.init(proxies);
  const request = lobbyRequestOf(settings);
  const data = injectedReply(settings) ?? pageReply(firstLobby, request) ?? (await api.getLobby(request));
  if (data.maintenanceMode) throw new Error('The content service reports maintenance mode');
  await showable;
  bus.emit('lobby:dataChanged', data);
  bus.emit('lobby:loadStateChanged', 'loaded');
  bus.emit('shell:sendRequested', { type: 'casinoLoadComplete' });
}
