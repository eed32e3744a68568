import type { Migration } from './migration';

/**
 * The folded texts of migration 8 kept in stored generated columns instead of index
 * expressions: a search reads them instead of folding each candidate's texts again (unaccent
 * and a regular expression per text; on PGlite that was most of a search's time), and the
 * trigram indexes move onto them. PostgreSQL keeps them current on every write, hand-written
 * ones included.
 */
export const m009SearchFoldedColumns: Migration = {
  version: 9,
  name: 'search-folded-columns',
  sql: `
ALTER TABLE game_titles ADD COLUMN folded text GENERATED ALWAYS AS (search_fold(title)) STORED;
ALTER TABLE games
  ADD COLUMN folded_raw_title text GENERATED ALWAYS AS (search_fold(raw_title)) STORED,
  ADD COLUMN folded_code text GENERATED ALWAYS AS (search_fold(code)) STORED;
ALTER TABLE suppliers ADD COLUMN folded text GENERATED ALWAYS AS (search_fold(name || ' ' || code)) STORED;
ALTER TABLE groups ADD COLUMN folded text GENERATED ALWAYS AS (search_fold(name)) STORED;

DROP INDEX game_titles_search, games_raw_title_search, games_code_search;
CREATE INDEX game_titles_search ON game_titles USING gin (folded gin_trgm_ops);
CREATE INDEX games_raw_title_search ON games USING gin (folded_raw_title gin_trgm_ops);
CREATE INDEX games_code_search ON games USING gin (folded_code gin_trgm_ops);
`,
};
