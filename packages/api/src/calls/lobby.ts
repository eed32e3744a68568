import { isRecord, lobbyRequestParams, type LobbyRequest } from '@lobby/domain';
import { PREVIEW_TOKEN_HEADER, type RawLobbyResponse } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';

/** The lobby call's request (the domain's lobbyRequestOf builds it from the settings). */
export type LobbyQuery = LobbyRequest;

const LIST_FIELDS = ['pages', 'links', 'blocks', 'suppliers', 'labels', 'games', 'banners', 'pokerBanners'] as const;

/** The shape check a lobby reply passes before the lobby uses it (its lists are lists). */
export function isRawLobbyResponse(value: unknown): value is RawLobbyResponse {
  return isRecord(value) && LIST_FIELDS.every((field) => Array.isArray(value[field]));
}

/** GET /api/v1/casino/lobby. Rejects on failure: the host then logs it and shows maintenance (SPEC §8). */
export async function getLobby(client: HttpClient, query: LobbyQuery): Promise<RawLobbyResponse> {
  const { data } = await client.request({
    method: 'GET',
    path: '/lobby',
    name: 'getLobby',
    params: Object.fromEntries(lobbyRequestParams(query)),
    headers: query.preview ? { [PREVIEW_TOKEN_HEADER]: query.preview.token } : undefined,
  });
  if (!isRawLobbyResponse(data)) throw new Error(`getLobby: reply lacks one of ${LIST_FIELDS.join(', ')}`);
  return data;
}
