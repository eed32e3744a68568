import { typoAllowance, type SearchEntry } from '@lobby/domain';
import type { Locale, Platform, Volatility } from '@lobby/shared';
import type { Database, Queryable, SqlParam } from '../../db/database';
import { HttpError } from '../../http/httpErrors';
import { AVAILABLE, ISO, TITLE_JOINS, TITLE_OR_RAW, shownTitle, titleLocale, titleParams } from '../gameRows';

/** Most candidates one search ranks: the matcher's work and the reply's total stay bounded. */
export const SEARCH_CANDIDATES_MAX = 2000;

/**
 * A search that runs longer is cancelled (PostgreSQL; PGlite cannot cancel a statement and
 * relies on the indexes and the candidate cap).
 */
const STATEMENT_TIMEOUT_MS = '3000';

/**
 * The pg_trgm word similarity a game's text needs with a query word to hold a match of it.
 * The domain matcher forgives no typo in words under 4 letters or of digits, 1 edit up to 7
 * letters and 2 from 8 (gameMatcher's typoAllowance); a typo costs a word trigrams, the more
 * the shorter it is. Over every one-edit variant (and a fifth of the two-edit variants) of 59
 * catalogue words these keep every prefix, 96% of the one-letter typos of four-letter words,
 * 99% of five-letter ones, all from six letters, and 96–100% of two typos from eight; the
 * matcher then keeps only real matches. Lower ones would have a short word read every game
 * sharing a single trigram with it.
 */
function wordSimilarityFor(word: string): number {
  // A word the matcher forgives no typo needs a close match.
  if (typoAllowance(word) === 0) return 0.5;
  const letters = [...word].length;
  if (letters === 4) return 0.25;
  if (letters === 5) return 0.3;
  if (letters === 6) return 0.28;
  if (letters === 7) return 0.33;
  if (letters <= 10) return 0.22;
  return 0.28;
}

export interface CandidateQuery {
  /**
   * The folded query's words (domain foldSearchText); at least one. Where that fold and
   * search_fold differ (the marks of Thai or Devanagari, which search_fold turns into spaces),
   * pg_trgm splits words at the marks on both sides alike.
   */
  readonly words: readonly string[];
  readonly locale: Locale;
  readonly platform: Platform;
  readonly ios: boolean;
  /** Supplier codes, any case; empty for all. */
  readonly providers: readonly string[];
  /** Volatilities (issue #34); absent or empty for all, else a game of unknown volatility is left out. */
  readonly volatilities?: readonly Volatility[];
  readonly max: number;
}

const isStatementTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';

/**
 * The word that drives a search: the longest that names no supplier or group (a supplier may
 * have a third of the catalogue; a title word finds a handful of games), else the longest.
 */
const DRIVER = `
SELECT w.word, w.n::int AS n FROM unnest($1::text[], $2::real[]) WITH ORDINALITY AS w(word, similarity, n)
ORDER BY EXISTS (SELECT 1 FROM suppliers s WHERE word_similarity(w.word, s.folded) >= w.similarity)
  OR EXISTS (SELECT 1 FROM groups gr WHERE word_similarity(w.word, gr.folded) >= w.similarity),
  char_length(w.word) DESC, w.n
LIMIT 1`;

/** Settings of the candidate query, local to its transaction: other queries keep the defaults. */
const SETTINGS =
  "SELECT set_config('pg_trgm.word_similarity_threshold', $1, true), set_config('statement_timeout', $2, true)";

/**
 * The games a query may match, for the domain matcher to rank, best first, at most `max`. The
 * driving word finds games through the trigram indexes of migrations 8–9 (a title in any locale,
 * the raw title, the code) or names their supplier or group; a game is kept when every query
 * word is similar enough (wordSimilarityFor) to its texts (titles in the locale, its language
 * and English, raw title, code, supplier name and code, group names), it is available on the
 * platform (the lobby's rule) and of the providers and volatilities asked for. Best is the
 * driving word's similarity (a supplier or group it names counts 0.5), then the most played.
 */
export async function selectSearchCandidates(
  db: Pick<Database, 'transaction'>,
  query: CandidateQuery,
): Promise<SearchEntry[]> {
  const result = await db
    .transaction(async (tx) => {
      const { sql, params, similarity } = await candidateStatement(tx, query);
      await tx.query(SETTINGS, [String(similarity), STATEMENT_TIMEOUT_MS]);
      return tx.query<{ candidates: string }>(sql, params);
    })
    .catch((error: unknown) => {
      if (isStatementTimeout(error)) throw new HttpError(503, 'The search took too long.');
      throw error;
    });
  // The SELECT is the SearchEntry shape but for the title (TITLE_OR_RAW); JSON.parse cannot check it.
  const rows = JSON.parse(result.rows[0]?.candidates ?? '[]') as (Omit<SearchEntry, 'title'> & { title: unknown })[];
  return rows.map((row) => ({ ...row, title: shownTitle(row.title) }));
}

/**
 * The candidate query of selectSearchCandidates, with the threshold its driving word's index
 * scan needs in pg_trgm.word_similarity_threshold (exported for its query-plan test).
 */
export async function candidateStatement(
  db: Queryable,
  query: CandidateQuery,
): Promise<{ sql: string; params: SqlParam[]; similarity: number }> {
  const similarities = query.words.map(wordSimilarityFor);
  const chosen = await db.query<{ word: string; n: number }>(DRIVER, [query.words, similarities]);
  const driver = chosen.rows[0] ?? { word: query.words[0] ?? '', n: 1 };
  const params: SqlParam[] = [
    ...titleParams(titleLocale(query.locale, true)),
    driver.word,
    query.words,
    similarities,
    query.ios,
    query.providers.map((code) => code.toLowerCase()),
    query.max,
    query.volatilities ?? [],
  ];
  const sql = `
WITH found AS (
  SELECT t.game_key AS key, word_similarity($4, t.folded) AS score FROM game_titles t WHERE t.folded %> $4
  UNION ALL
  SELECT g.key, greatest(word_similarity($4, g.folded_raw_title), word_similarity($4, g.folded_code))
  FROM games g WHERE g.folded_raw_title %> $4 OR g.folded_code %> $4
  UNION ALL
  SELECT g.key, 0.5 FROM games g WHERE g.supplier IN (SELECT s.code FROM suppliers s WHERE s.folded %> $4)
  UNION ALL
  SELECT gg.game_key, 0.5 FROM game_groups gg
  WHERE gg.group_slug IN (SELECT gr.slug FROM groups gr WHERE gr.folded %> $4)
),
ranked AS (SELECT f.key, max(f.score) AS score FROM found f GROUP BY f.key),
-- Each word with the suppliers and groups it names: few, so looked up once, not per game.
words AS MATERIALIZED (
  SELECT w.word, w.similarity,
    ARRAY(SELECT s.code FROM suppliers s WHERE word_similarity(w.word, s.folded) >= w.similarity) AS suppliers,
    ARRAY(SELECT gr.slug FROM groups gr WHERE word_similarity(w.word, gr.folded) >= w.similarity) AS groups
  FROM unnest($5::text[], $6::real[]) AS w(word, similarity)
),
chosen AS (
  SELECT g.key, r.score, COALESCE(pc.count, 0) AS playing
  FROM ranked r
  JOIN games g ON g.key = r.key
  LEFT JOIN player_counts pc ON pc.game_key = g.key
  WHERE ${AVAILABLE(query.platform, '$7')}
    AND (cardinality($8::text[]) = 0 OR lower(g.supplier) = ANY ($8::text[]))
    AND (cardinality($10::text[]) = 0 OR g.volatility = ANY ($10::text[]))
    -- A lone word has been matched already, by the driving scan.
    AND (cardinality($5::text[]) = 1 OR NOT EXISTS (
      SELECT 1 FROM words q
      WHERE NOT (g.supplier = ANY (q.suppliers)
        OR word_similarity(q.word, concat_ws(' ', g.folded_raw_title, g.folded_code,
             (SELECT string_agg(t.folded, ' ') FROM game_titles t
              WHERE t.game_key = g.key AND t.locale IN ($1, $2, 'en')))) >= q.similarity
        OR (cardinality(q.groups) > 0 AND EXISTS (
             SELECT 1 FROM game_groups gg WHERE gg.game_key = g.key AND gg.group_slug = ANY (q.groups))))))
  ORDER BY r.score DESC, playing DESC, g.key
  LIMIT $9
)
SELECT COALESCE(json_agg(json_build_object(
  'key', g.key, 'code', g.code, 'title', ${TITLE_OR_RAW}, 'supplier', g.supplier, 'supplierName', s.name,
  'groups', COALESCE((SELECT json_agg(gr.name ORDER BY gg.position, gr.name) FROM game_groups gg
                      JOIN groups gr ON gr.slug = gg.group_slug WHERE gg.game_key = g.key), '[]'::json),
  'playingCount', c.playing,
  'releasedAt', COALESCE(${ISO('g.released_at')}, ''),
  'volatility', g.volatility, 'rtp', g.rtp
) ORDER BY c.score DESC, c.playing DESC, c.key), '[]')::text AS candidates
FROM chosen c
JOIN games g ON g.key = c.key
JOIN suppliers s ON s.code = g.supplier ${TITLE_JOINS}`;
  return { sql, params, similarity: similarities[driver.n - 1] ?? 0.5 };
}
