import { check, LAUNCH_REPLY, type Platform } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';

export interface LaunchGameRequest {
  /** aggregator + GAME_KEY_SEPARATOR + code. */
  readonly gameKey: string;
  readonly locale: string;
  readonly platform: Platform;
  /**
   * The geo-compliance token (SPEC §3 geoComplyToken, the shell's geoToken): the launch service
   * checks where the player is before it hands out a game. Sent only when there is one.
   */
  readonly geoComplyToken?: string | null;
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
    data: {
      gameKey: request.gameKey,
      locale: request.locale,
      platform: request.platform,
      ...(request.geoComplyToken ? { geoComplyToken: request.geoComplyToken } : {}),
    },
  });
  const reply = check(LAUNCH_REPLY, data);
  if (!reply.ok) throw new Error('launchGame: reply has no url');
  return { url: reply.value.url };
}
