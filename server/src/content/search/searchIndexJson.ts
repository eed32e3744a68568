import { VOLATILITIES, type Locale, type Platform, type RawSearchIndex } from '@lobby/shared';
import type { Queryable } from '../../db/database';
import { AVAILABLE, TITLE_JOINS, TITLE_OR_RAW, shownTitle, titleLocale, titleParams } from '../gameRows';

/** Rows a server-searched index still carries: the most played, which the panel shows before typing. */
export const SEARCH_INDEX_TRENDING = 24;

export interface SearchIndexParams {
  readonly locale: Locale;
  readonly platform: Platform;
  readonly ios: boolean;
  /** Past this many available games the index is cut to the trending rows (`serverSearch`). */
  readonly maxGames: number;
}

/**
 * The RawSearchIndex of one (locale, platform, ios) as JSON text, built by PostgreSQL in one
 * query: decoding tens of thousands of rows through PGlite costs more than the whole build.
 * Rows come most played first (then by key), so a cut index holds the trending games; a game's
 * volatility is its index in VOLATILITIES (-1 unknown) and its RTP 0 when unknown. The
 * supplier and group dictionaries list those of every available game, also when the rows are
 * cut, so the panel's provider filter knows them all.
 */
export async function selectSearchIndexJson(db: Queryable, params: SearchIndexParams): Promise<string> {
  const sql = `
WITH available AS MATERIALIZED (
  SELECT g.key, g.supplier, ${TITLE_OR_RAW} AS title, COALESCE(pc.count, 0) AS playing,
    COALESCE(floor(extract(epoch FROM g.released_at))::bigint, 0) AS released,
    COALESCE(array_position($7::text[], g.volatility) - 1, -1) AS volatility, COALESCE(g.rtp, 0) AS rtp
  FROM games g ${TITLE_JOINS}
  LEFT JOIN player_counts pc ON pc.game_key = g.key
  WHERE ${AVAILABLE(params.platform, '$4')}
),
total AS (SELECT count(*)::int AS n FROM available),
shown AS (
  SELECT a.*, row_number() OVER (ORDER BY a.playing DESC, a.key) AS n FROM available a
  ORDER BY a.playing DESC, a.key
  LIMIT (SELECT CASE WHEN total.n > $5::int THEN $6::int END FROM total)
),
supplier_ix AS (
  SELECT s.code, s.name, (row_number() OVER (ORDER BY s.position, s.code) - 1)::int AS i
  FROM suppliers s WHERE s.code IN (SELECT a.supplier FROM available a)
),
group_ix AS (
  SELECT gr.slug, gr.name, (row_number() OVER (ORDER BY gr.name, gr.slug) - 1)::int AS i
  FROM groups gr WHERE gr.slug IN (SELECT gg.group_slug FROM game_groups gg JOIN available a ON a.key = gg.game_key)
),
game_group_ix AS (
  SELECT gg.game_key, json_agg(x.i ORDER BY gg.position, x.i) AS ix
  FROM game_groups gg JOIN group_ix x ON x.slug = gg.group_slug
  WHERE gg.game_key IN (SELECT s.key FROM shown s)
  GROUP BY gg.game_key
)
SELECT json_build_object(
  'locale', $1::text,
  'total', (SELECT n FROM total),
  'serverSearch', (SELECT n > $5::int FROM total),
  'suppliers', COALESCE((SELECT json_agg(json_build_object('code', code, 'name', name) ORDER BY i) FROM supplier_ix), '[]'),
  'groups', COALESCE((SELECT json_agg(name ORDER BY i) FROM group_ix), '[]'),
  'games', COALESCE((
    SELECT json_agg(json_build_array(s.key, s.title, x.i, COALESCE(gx.ix, '[]'::json), s.playing, s.released,
      s.volatility, s.rtp) ORDER BY s.n)
    FROM shown s JOIN supplier_ix x ON x.code = s.supplier LEFT JOIN game_group_ix gx ON gx.game_key = s.key), '[]')
)::text AS index`;
  const result = await db.query<{ index: string }>(sql, [
    ...titleParams(titleLocale(params.locale, true)),
    params.ios,
    params.maxGames,
    SEARCH_INDEX_TRENDING,
    VOLATILITIES,
  ]);
  const text = result.rows[0]?.index;
  if (text === undefined) throw new Error('the search index query returned no row');
  // Titles get the domain's rule here (a few ms for 20,000 rows, once per cached reply).
  const index = JSON.parse(text) as Omit<RawSearchIndex, 'games'> & { games: unknown[][] };
  for (const row of index.games) row[1] = shownTitle(row[1]);
  return JSON.stringify(index);
}
