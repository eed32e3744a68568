import type { SortOption } from '@lobby/domain';
import {
  check,
  SEARCH_INDEX_REPLY,
  type Platform,
  type RawGamesPage,
  type RawSearchIndex,
  type Volatility,
} from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';
import { gamesPageOf, nonEmptyList } from './games';

export interface SearchIndexQuery {
  readonly locale: string;
  readonly platform: Platform;
  /** Only games flagged for iOS. */
  readonly ios?: boolean;
}

/** GET /api/v1/casino/games/search-index. Rejects on failure or a reply of another shape. */
export async function getSearchIndex(client: HttpClient, query: SearchIndexQuery): Promise<RawSearchIndex> {
  const { data } = await client.request({
    method: 'GET',
    path: '/games/search-index',
    name: 'getSearchIndex',
    params: { locale: query.locale, platform: query.platform, ios: query.ios },
  });
  // Its rows are read by the domain's searchEntriesOf, which skips a malformed one by itself.
  const result = check(SEARCH_INDEX_REPLY, data);
  if (!result.ok) throw new Error('getSearchIndex: unexpected reply, expected a RawSearchIndex');
  return result.value;
}

export interface SearchGamesQuery {
  /** What the player typed (validateSearchQuery accepts it: at least 3 characters). */
  readonly q: string;
  readonly locale: string;
  readonly platform: Platform;
  readonly ios?: boolean;
  /** Supplier codes (any of); none or empty for all. */
  readonly providers?: readonly string[];
  /** Volatilities (any of; issue #34): a game without one does not match. None or empty for all. */
  readonly volatilities?: readonly Volatility[];
  /** Absent: relevance. */
  readonly sort?: SortOption;
  /** Games in the page (1–200, the server's default 60). */
  readonly limit?: number;
}

/**
 * GET /api/v1/casino/games/search: a catalogue too large for the browser's index, searched by
 * the content service; the best games in rank order and how many match. Rejects on failure,
 * and when `signal` aborts (the player typed on).
 */
export async function searchGames(
  client: HttpClient,
  logger: Pick<Console, 'warn'>,
  query: SearchGamesQuery,
  signal?: AbortSignal,
): Promise<RawGamesPage> {
  const { data } = await client.request({
    method: 'GET',
    path: '/games/search',
    name: 'searchGames',
    params: {
      q: query.q,
      locale: query.locale,
      platform: query.platform,
      ios: query.ios,
      providers: nonEmptyList(query.providers),
      volatility: nonEmptyList(query.volatilities),
      sort: query.sort,
      limit: query.limit,
    },
    signal,
  });
  return gamesPageOf(data, 'searchGames', logger);
}
