import type { Locale, Platform } from '@lobby/shared';
import type { Database, SqlParam } from '../../db/database';
import { AVAILABLE, ISO, SHOWN_TITLE, TITLE_JOINS, titleLocale, titleParams } from '../gameRows';

/** One candidate in the shape the domain matcher reads (SearchEntry). */
export interface SearchCandidate {
  readonly key: string;
  readonly code: string;
  readonly title: string;
  readonly supplier: string;
  readonly supplierName: string;
  readonly groups: readonly string[];
  readonly playingCount: number;
  readonly releasedAt: string;
}

/** Most candidates one search ranks: the matcher's work and the reply's total stay bounded. */
export const SEARCH_CANDIDATES_MAX = 2000;

/**
 * pg_trgm word similarity a game word needs with a query word. Low enough that the typos the
 * matcher forgives (1 edit from 4 letters, 2 from 8) still share it: "dixe" has 2 of its 5
 * trigrams in "dice" (0.4), "olmypsus" 3 of 9 in "olympus" (0.33). The matcher then keeps
 * only the real matches.
 */
const WORD_SIMILARITY = '0.3';

/**
 * A search that runs longer is cancelled (PostgreSQL; PGlite cannot cancel a statement, and
 * relies on the indexes and the candidate cap).
 */
const STATEMENT_TIMEOUT_MS = '3000';

export interface CandidateQuery {
  /** The folded query's words (domain foldSearchText); at least one. */
  readonly words: readonly string[];
  readonly locale: Locale;
  readonly platform: Platform;
  readonly ios: boolean;
  /** Supplier codes, any case; empty for all. */
  readonly providers: readonly string[];
  readonly max: number;
}

/** The word that finds the fewest games, as far as its length tells: the longest. */
function driverOf(words: readonly string[]): string {
  return words.reduce((longest, word) => ([...word].length > [...longest].length ? word : longest));
}

/**
 * The games a query may match, for the domain matcher to rank: found through the trigram
 * indexes of migration 8 by the query's longest word (in a title of the locale, its language
 * or English, the raw title or the code, or naming a supplier or a group), then kept when every
 * word is similar to some word of the game's texts, available on the platform (the lobby's
 * rule) and of the providers asked for. Best first: the driving word's similarity (a supplier
 * or group it names counts as 0.5), then the most played, at most `max`.
 */
export async function selectSearchCandidates(
  db: Pick<Database, 'transaction'>,
  query: CandidateQuery,
): Promise<SearchCandidate[]> {
  const params: SqlParam[] = [
    ...titleParams(titleLocale(query.locale, true)),
    driverOf(query.words),
    query.words,
    query.ios,
    query.providers.map((code) => code.toLowerCase()),
    query.max,
  ];
  const sql = `
WITH driver_suppliers AS (
  SELECT s.code FROM suppliers s WHERE search_fold(s.name || ' ' || s.code) %> $4
),
driver_groups AS (
  SELECT gr.slug FROM groups gr WHERE search_fold(gr.name) %> $4
),
found AS (
  SELECT t.game_key AS key, word_similarity($4, search_fold(t.title)) AS score
  FROM game_titles t WHERE t.locale IN ($1, $2, 'en') AND search_fold(t.title) %> $4
  UNION ALL
  SELECT g.key, greatest(word_similarity($4, search_fold(g.raw_title)), word_similarity($4, search_fold(g.code)))
  FROM games g WHERE search_fold(g.raw_title) %> $4 OR search_fold(g.code) %> $4
  UNION ALL
  SELECT g.key, 0.5 FROM games g WHERE g.supplier IN (SELECT code FROM driver_suppliers)
  UNION ALL
  SELECT gg.game_key, 0.5 FROM game_groups gg WHERE gg.group_slug IN (SELECT slug FROM driver_groups)
),
ranked AS (SELECT f.key, max(f.score) AS score FROM found f GROUP BY f.key),
candidates AS (
  SELECT g.key, g.code, ${SHOWN_TITLE} AS title, g.supplier, s.name AS supplier_name, g.released_at,
    COALESCE(pc.count, 0) AS playing, r.score
  FROM ranked r
  JOIN games g ON g.key = r.key
  JOIN suppliers s ON s.code = g.supplier ${TITLE_JOINS}
  LEFT JOIN player_counts pc ON pc.game_key = g.key
  WHERE ${AVAILABLE(query.platform, '$6')}
    AND (cardinality($7::text[]) = 0 OR lower(g.supplier) = ANY ($7::text[]))
    AND search_fold(concat_ws(' ', t_locale.title, t_language.title, t_en.title, g.raw_title, g.code, s.name, s.code,
      (SELECT string_agg(gr.name, ' ') FROM game_groups gg JOIN groups gr ON gr.slug = gg.group_slug
       WHERE gg.game_key = g.key))) %> ALL ($5::text[])
  ORDER BY r.score DESC, playing DESC, g.key
  LIMIT $8
)
SELECT COALESCE(json_agg(json_build_object(
  'key', c.key, 'code', c.code, 'title', c.title, 'supplier', c.supplier, 'supplierName', c.supplier_name,
  'groups', COALESCE((SELECT json_agg(gr.name ORDER BY gg.position, gr.name) FROM game_groups gg
                      JOIN groups gr ON gr.slug = gg.group_slug WHERE gg.game_key = c.key), '[]'::json),
  'playingCount', c.playing,
  'releasedAt', COALESCE(${ISO('c.released_at')}, '')
) ORDER BY c.score DESC, c.playing DESC, c.key), '[]')::text AS candidates
FROM candidates c`;
  const result = await db.transaction(async (tx) => {
    // Local to this transaction: other queries keep the defaults.
    await tx.query(
      `SELECT set_config('pg_trgm.word_similarity_threshold', $1, true), set_config('statement_timeout', $2, true)`,
      [WORD_SIMILARITY, STATEMENT_TIMEOUT_MS],
    );
    return tx.query<{ candidates: string }>(sql, params);
  });
  // The SELECT above is the SearchEntry shape; JSON.parse cannot check it.
  return JSON.parse(result.rows[0]?.candidates ?? '[]') as SearchCandidate[];
}
