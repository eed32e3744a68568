import { check, LAUNCH_REFUSAL_REPLY, LAUNCH_REPLY, type Platform, type PlayMode } from '@lobby/shared';
import type { LaunchRefusal } from '@lobby/domain';
import { isAxiosError } from '../http/axiosKit';
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
  /** Issue #34: 'fun' asks for the game's fun-money demo; real money when absent. */
  readonly mode?: PlayMode;
  /**
   * Sent without the session's headers: a guest's fun launch (a demo needs no account, and a
   * guest has no ids to send).
   */
  readonly anonymous?: boolean;
}

export type LaunchGameResponse =
  | { readonly url: string }
  /** The content service's gate refused the launch for the player's protection (its 403: why, and until when). */
  | { readonly refused: LaunchRefusal };

const REFUSED_STATUS = 403;

/** POST /api/v1/casino/games/launch (auth): the game's launch address, or protection's refusal. */
export async function launchGame(client: HttpClient, request: LaunchGameRequest): Promise<LaunchGameResponse> {
  let data: unknown;
  try {
    ({ data } = await client.request({
      method: 'POST',
      path: '/games/launch',
      name: 'launchGame',
      auth: request.anonymous !== true,
      data: {
        gameKey: request.gameKey,
        locale: request.locale,
        platform: request.platform,
        ...(request.geoComplyToken ? { geoComplyToken: request.geoComplyToken } : {}),
        // Only a fun launch says its mode: real money is the service's default.
        ...(request.mode === 'fun' ? { mode: 'fun' } : {}),
      },
    }));
  } catch (error) {
    const refused = readRefusal(error);
    if (refused !== null) return { refused };
    throw error;
  }
  const reply = check(LAUNCH_REPLY, data);
  if (!reply.ok) throw new Error('launchGame: reply has no url');
  return { url: reply.value.url };
}

/** A 403 whose body names a protection reason; any other failure stays an error. */
function readRefusal(error: unknown): LaunchRefusal | null {
  if (!isAxiosError(error) || error.response?.status !== REFUSED_STATUS) return null;
  const body = check(LAUNCH_REFUSAL_REPLY, error.response.data);
  return body.ok ? body.value : null;
}
