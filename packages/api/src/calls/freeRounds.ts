import type { RawFreeRound } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';
import { entriesOf, hasStringFields } from './replies';

const isRawFreeRound = (value: unknown): value is RawFreeRound => hasStringFields(value, ['code', 'aggregator']);

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
  return entriesOf(data, isRawFreeRound, 'getFreeRounds', logger);
}
