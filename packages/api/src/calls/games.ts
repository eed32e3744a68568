import type { Platform, RawGame } from '@lobby/shared';
import type { HttpClient, QueryValue } from '../http/createHttpClient';
import { entriesOf, hasStringFields } from './replies';

export interface GamesFilter {
  /** Game codes (any of). */
  readonly codes?: readonly string[];
  readonly aggregator?: string;
  /** Only games available on this platform (desktop or mobile flag). */
  readonly platform?: Platform;
  readonly ios?: boolean;
  readonly isActive?: boolean;
}

/** SPEC §7: the reply populates these relations. */
export const GAMES_POPULATE = ['images', 'titles', 'suppliers', 'groups', 'labels'] as const;

/** Structured (Strapi-style) filter parameters: filters[field][$op]=value. */
export function gamesQuery(filter: GamesFilter): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = { populate: GAMES_POPULATE.join(',') };
  filter.codes?.forEach((code, index) => {
    params[`filters[code][$in][${index}]`] = code;
  });
  if (filter.aggregator !== undefined) params['filters[aggregator][$eq]'] = filter.aggregator;
  if (filter.platform !== undefined) params[`filters[${filter.platform}][$eq]`] = true;
  if (filter.ios !== undefined) params['filters[ios][$eq]'] = filter.ios;
  if (filter.isActive !== undefined) params['filters[isActive][$eq]'] = filter.isActive;
  return params;
}

const isRawGame = (value: unknown): value is RawGame => hasStringFields(value, ['code', 'supplier']);

/** GET /api/v1/casino/games; the `data` list. Rejects on failure (callers log and keep their lists). */
export async function getGames(
  client: HttpClient,
  logger: Pick<Console, 'warn'>,
  filter: GamesFilter,
): Promise<readonly RawGame[]> {
  const { data } = await client.request({ method: 'GET', path: '/games', name: 'getGames', params: gamesQuery(filter) });
  return entriesOf(data, isRawGame, 'getGames', logger);
}
