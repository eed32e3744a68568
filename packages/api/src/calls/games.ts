import type { SortOption } from '@lobby/domain';
import { GAMES_PAGE_REPLY, type Platform, type RawGamesPage, type Volatility } from '@lobby/shared';
import type { HttpClient, QueryValue } from '../http/createHttpClient';
import { readReply } from './replies';

export interface GamesFilter {
  /** Game codes (any of). */
  readonly codes?: readonly string[];
  /** Exact game keys, aggregator:code (any of; at most 100 per call). */
  readonly keys?: readonly string[];
  readonly aggregator?: string;
  /** Supplier codes (any of). */
  readonly suppliers?: readonly string[];
  /** Label ids (any of). */
  readonly labels?: readonly string[];
  /** Group slugs (any of). */
  readonly groups?: readonly string[];
  /** Volatilities (any of; issue #34): a game without one does not match. None or empty for all. */
  readonly volatilities?: readonly Volatility[];
  /** One block's games, in CMS order unless sorted. */
  readonly block?: string;
  /** Only games available on this platform (desktop or mobile flag). */
  readonly platform?: Platform;
  readonly ios?: boolean;
  readonly isActive?: boolean;
  readonly sort?: SortOption;
  readonly locale?: string;
  readonly limit?: number;
  readonly offset?: number;
}

const list = (values: readonly string[] | undefined): string | undefined =>
  values === undefined ? undefined : values.join(',');

/** A comma-separated list, left out when there is nothing in it. */
export const nonEmptyList = (values: readonly string[] | undefined): string | undefined =>
  values === undefined || values.length === 0 ? undefined : values.join(',');

/** The query of GET games (docs/api.md): lists comma-separated, absent filters left out. */
export function gamesQuery(filter: GamesFilter): Record<string, QueryValue> {
  return {
    code: list(filter.codes),
    key: list(filter.keys),
    aggregator: filter.aggregator,
    supplier: list(filter.suppliers),
    label: list(filter.labels),
    group: list(filter.groups),
    volatility: nonEmptyList(filter.volatilities),
    block: filter.block,
    platform: filter.platform,
    ios: filter.ios,
    isActive: filter.isActive,
    sort: filter.sort,
    locale: filter.locale,
    limit: filter.limit,
    offset: filter.offset,
  };
}

/** GET /api/v1/casino/games: one page and the total. Rejects on failure (callers log and keep their lists). */
export async function getGames(
  client: HttpClient,
  logger: Pick<Console, 'warn'>,
  filter: GamesFilter,
): Promise<RawGamesPage> {
  const { data } = await client.request({
    method: 'GET',
    path: '/games',
    name: 'getGames',
    params: gamesQuery(filter),
  });
  return gamesPageOf(data, 'getGames', logger);
}

/** A `{ data: RawGame[], total }` reply: malformed games dropped (warned), the page's length when total is missing. */
export function gamesPageOf(reply: unknown, callName: string, logger: Pick<Console, 'warn'>): RawGamesPage {
  const page = readReply(reply, GAMES_PAGE_REPLY, callName, logger);
  return { data: page.data, total: page.total ?? page.data.length };
}
