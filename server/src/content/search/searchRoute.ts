import {
  SORT_OPTIONS,
  createGameMatcher,
  foldSearchText,
  refineSearch,
  validateSearchQuery,
  wordsOf,
  type SearchQueryRefusal,
  type SortOption,
} from '@lobby/domain';
import type { Locale, Platform, RawGamesPage, Volatility } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/httpErrors';
import { selectGames, titleLocale } from '../gameRows';
import type { BuildQueue } from '../lobby/buildQueue';
import { listSchema, localeSchema, platformSchema, volatilityListSchema } from '../schemas';
import { SEARCH_CANDIDATES_MAX, selectSearchCandidates } from './searchCandidates';

interface SearchQuery {
  readonly q: string;
  readonly locale: Locale;
  readonly platform: Platform;
  readonly ios: boolean;
  readonly providers?: string;
  /** Comma-separated VOLATILITIES (issue #34). */
  readonly volatility?: string;
  readonly sort?: SortOption;
  readonly limit: number;
}

const searchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['q', 'platform'],
  properties: {
    q: { type: 'string', minLength: 1, maxLength: 100 },
    locale: localeSchema,
    platform: platformSchema,
    ios: { type: 'boolean', default: false },
    providers: listSchema('[A-Za-z0-9_.-]{1,60}', 50),
    volatility: volatilityListSchema,
    sort: { type: 'string', enum: [...SORT_OPTIONS] },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 60 },
  },
} as const;

/** Why validateSearchQuery refused q, for the client (the panel never sends such a query). */
const REFUSALS: Readonly<Record<SearchQueryRefusal, string>> = {
  tooShort: 'querystring/q is too short to search: at least 3 characters, not counting spaces at either end',
};

/** As GET games: the same for everyone, moving with content and player counts. */
const CACHE_CONTROL = 'public, max-age=60';

export interface SearchRouteDeps {
  readonly db: Queryable & Pick<Database, 'transaction'>;
  /**
   * Searches at the database at once: on PGlite's one connection a search holds every other
   * query back while it runs, so they take turns and other queries wait for one at most;
   * past its waiting limit a search answers 503.
   */
  readonly searches: BuildQueue;
}

/**
 * GET /api/v1/casino/games/search — for catalogues past SEARCH_INDEX_MAX_GAMES, whose index the
 * browser does not get: PostgreSQL finds at most SEARCH_CANDIDATES_MAX candidates through its
 * trigram indexes, the domain matcher ranks them exactly as the panel ranks its own index, the
 * panel's sort and its provider and volatility filters apply, and the page comes as RawGame cards
 * in that order.
 * Each search costs one bounded candidate query, a matcher over its result and one page of games.
 */
export async function searchRoute(app: FastifyInstance, deps: SearchRouteDeps): Promise<void> {
  app.get<{ Querystring: SearchQuery }>(
    '/api/v1/casino/games/search',
    { schema: { querystring: searchQuerySchema } },
    async (request, reply): Promise<RawGamesPage> => {
      const { locale, platform, ios, sort, limit } = request.query;
      const check = validateSearchQuery(request.query.q);
      if (!check.ok) throw new HttpError(400, REFUSALS[check.reason]);
      void reply.header('cache-control', CACHE_CONTROL);
      const words = wordsOf(foldSearchText(check.query));
      if (words.length === 0) return { data: [], total: 0 };
      const candidates = await deps.searches.run(() =>
        selectSearchCandidates(deps.db, {
          words,
          locale,
          platform,
          ios,
          providers: request.query.providers?.split(',') ?? [],
          // The schema allows VOLATILITIES names only.
          volatilities: (request.query.volatility?.split(',') ?? []) as Volatility[],
          max: SEARCH_CANDIDATES_MAX,
        }),
      );
      const hits = createGameMatcher(candidates, { locale }).match(check.query);
      // The candidates are already those of the providers (any case, like GET games) and the
      // volatilities asked for; 'rtp' sorts by the candidates' RTP, unknown last.
      const ranked = refineSearch(hits, { providers: [], sort: sort ?? null }, locale);
      const keys = ranked.slice(0, limit).map((entry) => entry.key);
      const data =
        keys.length === 0
          ? []
          : await selectGames(deps.db, titleLocale(locale, true), {
              where: 'g.key = ANY ($4::text[])',
              params: [keys],
              page: { limit: keys.length, offset: 0 },
              order: 'position',
              position: 'array_position($4::text[], g.key)',
            });
      return { data, total: ranked.length };
    },
  );
}
