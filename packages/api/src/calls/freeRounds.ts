import { FREE_ROUNDS_REPLY, type RawFreeRound } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';
import { readReply } from './replies';

/** GET /api/player/freerounds (auth): entries with code and aggregator. */
export async function getFreeRounds(
  client: HttpClient,
  logger: Pick<Console, 'warn'>,
): Promise<readonly RawFreeRound[]> {
  const { data } = await client.request({
    method: 'GET',
    path: '/player/freerounds',
    name: 'getFreeRounds',
    auth: true,
  });
  return readReply(data, FREE_ROUNDS_REPLY, 'getFreeRounds', logger).data;
}
