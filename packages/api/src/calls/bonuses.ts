import { BONUSES_REPLY, type Platform, type RawBonus } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';
import { readReply } from './replies';

export interface BonusesQuery {
  readonly locale: string;
  readonly devicePlatform: Platform;
  readonly country: string | null;
  readonly brand: string;
  /** Cache buster; the injected clock's now when left out. */
  readonly timestamp?: number;
}

/** GET /api/v1/casino/bonuses; the `data` list. SPEC §8: a failure rejects. */
export async function getBonuses(
  client: HttpClient,
  logger: Pick<Console, 'warn'>,
  query: BonusesQuery,
  now: () => number,
): Promise<readonly RawBonus[]> {
  const { data } = await client.request({
    method: 'GET',
    path: '/bonuses',
    name: 'getBonuses',
    params: {
      locale: query.locale,
      devicePlatform: query.devicePlatform,
      country: query.country,
      timestamp: query.timestamp ?? now(),
      brand: query.brand,
    },
  });
  return readReply(data, BONUSES_REPLY, 'getBonuses', logger).data;
}
