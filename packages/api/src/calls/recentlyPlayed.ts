import { RECENT_GAMES_REPLY, type RawRecentGame } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';
import { playerWriteRequest, type PlayerWrite } from './playerWrite';
import { readReply } from './replies';

const RECENTLY_PLAYED_PATH = '/games/recently-played';

/** GET /api/games/recently-played (auth). Rejects on failure: callers log and keep their list (SPEC §8). */
export async function getRecentlyPlayed(
  client: HttpClient,
  logger: Pick<Console, 'warn'>,
): Promise<readonly RawRecentGame[]> {
  const { data } = await client.request({
    method: 'GET',
    path: RECENTLY_PLAYED_PATH,
    name: 'getRecentlyPlayed',
    auth: true,
  });
  return readReply(data, RECENT_GAMES_REPLY, 'getRecentlyPlayed', logger).data;
}

/** POST /api/games/recently-played (auth) with body { gameId }. */
export async function recordPlay(client: HttpClient, gameId: string, write?: PlayerWrite): Promise<void> {
  await client.request({
    method: 'POST',
    path: RECENTLY_PLAYED_PATH,
    name: 'recordPlay',
    auth: true,
    data: { gameId },
    ...playerWriteRequest(write),
  });
}
