import { isRecord } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';

export interface LaunchGameRequest {
  /** aggregator + GAME_KEY_SEPARATOR + code. */
  readonly gameKey: string;
  readonly locale: string;
  readonly platform: Platform;
}

export interface LaunchGameResponse {
  readonly url: string;
}

/** POST /api/v1/casino/games/launch (auth): the game's launch address. */
export async function launchGame(client: HttpClient, request: LaunchGameRequest): Promise<LaunchGameResponse> {
  const { data } = await client.request({
    method: 'POST',
    path: '/games/launch',
    name: 'launchGame',
    auth: true,
    data: { gameKey: request.gameKey, locale: request.locale, platform: request.platform },
  });
  if (!isRecord(data) || typeof data.url !== 'string') throw new Error('launchGame: reply has no url');
  return { url: data.url };
}
