import { lobbyRequestParams, type LobbyRequest } from '@lobby/domain';
import { PREVIEW_TOKEN_HEADER, RAW_LOBBY_RESPONSE, check, type RawLobbyResponse } from '@lobby/shared';
import { readReply } from './replies';
import type { HttpClient } from '../http/createHttpClient';

/** The lobby call's request (the domain's lobbyRequestOf builds it from the settings). */
export type LobbyQuery = LobbyRequest;

/**
 * Whether a reply fits the lobby reply's schema (@lobby/shared RAW_LOBBY_RESPONSE) with every
 * entry in it: for a reply taken as it is (the one the server wrote into the page), where a
 * fetched one would have its malformed entries dropped.
 */
export function isRawLobbyResponse(value: unknown): value is RawLobbyResponse {
  const result = check(RAW_LOBBY_RESPONSE, value);
  return result.ok && result.dropped.length === 0;
}

/** GET /api/v1/casino/lobby. Rejects on failure: the host then logs it and shows maintenance (SPEC §8). */
export async function getLobby(client: HttpClient, logger: Pick<Console, 'warn'>, query: LobbyQuery): Promise<RawLobbyResponse> {
  const { data } = await client.request({
    method: 'GET',
    path: '/lobby',
    name: 'getLobby',
    params: Object.fromEntries(lobbyRequestParams(query)),
    headers: query.preview ? { [PREVIEW_TOKEN_HEADER]: query.preview.token } : undefined,
  });
  return readReply(data, RAW_LOBBY_RESPONSE, 'getLobby', logger);
}
