import { createLobbyStorage, createMemoryStorage } from '@lobby/storage';
import { createApiClients, type ApiClientsOptions } from '../createApiClients';
import type { LobbyApi } from '../lobbyApi';
import { PROXY_KEYS } from '../proxyKeys';
import type { FaultServer } from './faultServer';

/**
 * The API clients pointed at a fault server for every proxy, with a signed-in session and no XSRF
 * cookie; timeouts generous and retries quick, so no test trips over them by accident.
 */
export function faultServerApi(server: FaultServer, logger: ApiClientsOptions['logger']): LobbyApi {
  return createApiClients({
    storage: createLobbyStorage(createMemoryStorage(), { logger: { warn: jest.fn() } }),
    proxies: Object.fromEntries(PROXY_KEYS.map((key) => [key, [server.url]])),
    getSession: () => ({ userId: 'u1', sessionId: 's1' }),
    logger,
    readCookie: () => null,
    proxyTimeoutsMs: [5000, 5000],
    retryBaseDelayMs: 5,
    adapter: 'fetch',
  });
}
