import type { Locale, Platform, RawGame } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable, SqlParam } from '../../db/database';
import { selectGames, titleLocale } from '../gameRows';
import { localeSchema, platformSchema } from '../schemas';

interface GamesQuery {
  readonly code?: string;
  readonly aggregator?: string;
  readonly supplier?: string;
  readonly group?: string;
  readonly platform?: Platform;
  readonly ios?: boolean;
  readonly isActive?: boolean;
  readonly locale: Locale;
  readonly limit: number;
  readonly offset: number;
}

const LIST = (item: string): { type: 'string'; pattern: string; maxLength: number } => ({
  type: 'string',
  pattern: `^${item}(,${item})*$`,
  maxLength: 8000,
});

const gamesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    code: LIST('[A-Za-z0-9_.-]{1,120}'),
    aggregator: LIST('[A-Za-z0-9_.-]{1,60}'),
    supplier: LIST('[A-Za-z0-9_.-]{1,60}'),
    group: LIST('[a-z0-9-]{1,60}'),
    platform: platformSchema,
    ios: { type: 'boolean' },
    isActive: { type: 'boolean' },
    locale: localeSchema,
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  },
} as const;

const split = (list: string | undefined): string[] | undefined => list?.split(',');

/** Builds the WHERE clause from the structured filters; values always go in as parameters. */
function gameFilters(query: GamesQuery, firstParam: number): { where: string; params: SqlParam[] } {
  const clauses: string[] = ['TRUE'];
  const params: SqlParam[] = [];
  const add = (clause: (placeholder: string) => string, value: SqlParam): void => {
    params.push(value);
    clauses.push(clause(`$${firstParam + params.length - 1}`));
  };
  const codes = split(query.code);
  // SPEC §3: lookup by code is case-insensitive (index games_code_lower).
  if (codes) add((p) => `lower(g.code) = ANY (${p}::text[])`, codes.map((code) => code.toLowerCase()));
  const aggregators = split(query.aggregator);
  if (aggregators) add((p) => `g.aggregator = ANY (${p}::text[])`, aggregators);
  const suppliers = split(query.supplier);
  if (suppliers) add((p) => `g.supplier = ANY (${p}::text[])`, suppliers);
  const groups = split(query.group);
  if (groups) {
    add((p) => `EXISTS (SELECT 1 FROM game_groups x WHERE x.game_key = g.key AND x.group_slug = ANY (${p}::text[]))`, groups);
  }
  if (query.platform === 'desktop') clauses.push('g.desktop');
  if (query.platform === 'mobile') clauses.push('g.mobile');
  if (query.ios !== undefined) add((p) => `g.ios = ${p}::boolean`, query.ios);
  if (query.isActive !== undefined) add((p) => `g.is_active = ${p}::boolean`, query.isActive);
  return { where: clauses.join(' AND '), params };
}

/** GET /api/v1/casino/games — games by structured filters, a page at a time, newest first. */
export async function gamesRoutes(app: FastifyInstance, deps: { readonly db: Queryable }): Promise<void> {
  app.get<{ Querystring: GamesQuery }>(
    '/api/v1/casino/games',
    { schema: { querystring: gamesQuerySchema } },
    async (request): Promise<{ data: RawGame[]; total: number }> => {
      const query = request.query;
      const title = titleLocale(query.locale, true);
      const filters = gameFilters(query, 4);
      const countFilters = gameFilters(query, 1);
      const [data, total] = await Promise.all([
        selectGames(deps.db, title, {
          where: filters.where,
          params: filters.params,
          page: { limit: query.limit, offset: query.offset },
        }),
        deps.db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM games g WHERE ${countFilters.where}`,
          countFilters.params,
        ),
      ]);
      return { data, total: total.rows[0]?.total ?? 0 };
    },
  );
}
