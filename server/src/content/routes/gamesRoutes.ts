import { comparableKeyOf, foldGameCode, normaliseAggregator, parseGameKey, SORT_OPTIONS, type SortOption } from '@lobby/domain';
import { GAME_CODE_ITEM_SOURCE, GAME_KEY_ITEM_SOURCE, type Locale, type Platform, type RawGamesPage } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable, SqlParam } from '../../db/database';
import { selectGames, titleLocale, type GameOrder } from '../gameRows';
import { listSchema, localeSchema, platformSchema, volatilityListSchema } from '../schemas';

interface GamesQuery {
  readonly code?: string;
  readonly key?: string;
  readonly aggregator?: string;
  readonly supplier?: string;
  readonly group?: string;
  readonly label?: string;
  /** Comma-separated VOLATILITIES (issue #34). */
  readonly volatility?: string;
  readonly block?: string;
  readonly platform?: Platform;
  readonly ios?: boolean;
  readonly isActive?: boolean;
  readonly sort?: SortOption;
  readonly locale: Locale;
  readonly limit: number;
  readonly offset: number;
}

/** Most keys one lookup may name: a player's favourites or a bonus's games, not the catalogue. */
export const MAX_GAME_KEYS = 100;

const gamesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    code: listSchema(GAME_CODE_ITEM_SOURCE),
    key: listSchema(GAME_KEY_ITEM_SOURCE, MAX_GAME_KEYS),
    aggregator: listSchema('[A-Za-z0-9_.-]{1,60}'),
    supplier: listSchema('[A-Za-z0-9_.-]{1,60}'),
    group: listSchema('[a-z0-9-]{1,60}'),
    label: listSchema('[A-Za-z0-9_.-]{1,60}'),
    volatility: volatilityListSchema,
    block: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,120}$' },
    platform: platformSchema,
    ios: { type: 'boolean' },
    isActive: { type: 'boolean' },
    sort: { type: 'string', enum: [...SORT_OPTIONS] },
    locale: localeSchema,
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  },
} as const;

/**
 * Replies change with the content and the player counts (refreshed every 300 s, SPEC §9):
 * a shared cache may keep one briefly, and the lobby reply's own revision check covers edits.
 */
const CACHE_CONTROL = 'public, max-age=60';

const split = (list: string | undefined): string[] | undefined => list?.split(',');

interface GameFilters {
  readonly where: string;
  readonly params: SqlParam[];
  /** A block's CMS order, when the query names a block. */
  readonly position?: string;
}

/** Builds the WHERE clause from the structured filters; values always go in as parameters. */
function gameFilters(query: GamesQuery, firstParam: number): GameFilters {
  const clauses: string[] = ['TRUE'];
  const params: SqlParam[] = [];
  const param = (value: SqlParam): string => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  const add = (clause: (placeholder: string) => string, value: SqlParam): void => {
    clauses.push(clause(param(value)));
  };
  const codes = split(query.code);
  // SPEC §3: lookup by code is case-insensitive (index games_code_lower).
  if (codes) add((p) => `lower(g.code) = ANY (${p}::text[])`, codes.map(foldGameCode));
  const keys = split(query.key)?.flatMap((key) => parseGameKey(key) ?? []);
  if (keys) {
    // The lobby's key rule (@lobby/domain): aliases, a missing aggregator, codes without case.
    // Stored keys are normalised, so lower(key) is their comparable form; the code half lets
    // the games_code_lower index narrow first.
    add((p) => `lower(g.code) = ANY (${p}::text[])`, keys.map((ref) => foldGameCode(ref.code)));
    add((p) => `lower(g.key) = ANY (${p}::text[])`, keys.map((ref) => comparableKeyOf(ref.aggregator, ref.code)));
  }
  const aggregators = split(query.aggregator);
  if (aggregators) add((p) => `g.aggregator = ANY (${p}::text[])`, aggregators.map(normaliseAggregator));
  const suppliers = split(query.supplier);
  if (suppliers) add((p) => `lower(g.supplier) = ANY (${p}::text[])`, suppliers.map((code) => code.toLowerCase()));
  const groups = split(query.group);
  if (groups) {
    add((p) => `EXISTS (SELECT 1 FROM game_groups x WHERE x.game_key = g.key AND x.group_slug = ANY (${p}::text[]))`, groups);
  }
  const labels = split(query.label);
  if (labels) {
    add((p) => `EXISTS (SELECT 1 FROM game_labels x WHERE x.game_key = g.key AND x.label_id = ANY (${p}::text[]))`, labels);
  }
  const volatilities = split(query.volatility);
  // A game whose volatility is unknown matches none: nothing says it fits.
  if (volatilities) add((p) => `g.volatility = ANY (${p}::text[])`, volatilities);
  let position: string | undefined;
  if (query.block !== undefined) {
    const block = param(query.block);
    clauses.push(`EXISTS (SELECT 1 FROM block_games x WHERE x.game_key = g.key AND x.block_id = ${block})`);
    position = `(SELECT x.position FROM block_games x WHERE x.game_key = g.key AND x.block_id = ${block})`;
  }
  if (query.platform === 'desktop') clauses.push('g.desktop');
  if (query.platform === 'mobile') clauses.push('g.mobile');
  if (query.ios !== undefined) add((p) => `g.ios = ${p}::boolean`, query.ios);
  if (query.isActive !== undefined) add((p) => `g.is_active = ${p}::boolean`, query.isActive);
  return { where: clauses.join(' AND '), params, position };
}

/** The sort asked for; without one a block keeps its CMS order and anything else is newest first. */
function orderOf(query: GamesQuery): GameOrder {
  if (query.sort !== undefined) return query.sort;
  return query.block === undefined ? 'new' : 'position';
}

/**
 * GET /api/v1/casino/games — games by structured filters (codes, keys, aggregator, supplier,
 * group, label, volatility, block), sorted in SQL (SPEC §3 "Sort", and 'rtp'), a page at a time,
 * with the total.
 */
export async function gamesRoutes(app: FastifyInstance, deps: { readonly db: Queryable }): Promise<void> {
  app.get<{ Querystring: GamesQuery }>(
    '/api/v1/casino/games',
    { schema: { querystring: gamesQuerySchema } },
    async (request, reply): Promise<RawGamesPage> => {
      const query = request.query;
      const title = titleLocale(query.locale, true);
      const filters = gameFilters(query, 4);
      const countFilters = gameFilters(query, 1);
      const [data, total] = await Promise.all([
        selectGames(deps.db, title, {
          where: filters.where,
          params: filters.params,
          page: { limit: query.limit, offset: query.offset },
          order: orderOf(query),
          position: filters.position,
        }),
        deps.db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM games g WHERE ${countFilters.where}`,
          countFilters.params,
        ),
      ]);
      void reply.header('cache-control', CACHE_CONTROL);
      return { data, total: total.rows[0]?.total ?? 0 };
    },
  );
}
