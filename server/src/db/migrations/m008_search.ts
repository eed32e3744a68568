import type { Migration } from './migration';

/**
 * Server-side search (GET games/search, for catalogues past SEARCH_INDEX_MAX_GAMES): trigram
 * indexes over folded titles and codes, so a query reads the games that share its trigrams
 * instead of every game. `search_fold` is the SQL side of domain foldSearchText: lower case,
 * accents and ligatures stripped by unaccent (ß → ss, æ → ae, ø → o, ł → l, đ → d), every run
 * of characters that are not letters or digits one space. It calls unaccent through the schema
 * the extension lives in, so the index expression does not depend on a session's search_path.
 * Both extensions are trusted: a database owner may create them without being a superuser.
 */
export const m008Search: Migration = {
  version: 8,
  name: 'search',
  sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

DO $migration$
DECLARE
  schema_name text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
                       WHERE e.extname = 'unaccent');
BEGIN
  EXECUTE format(
    $sql$CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
      $fold$ SELECT btrim(regexp_replace(lower(%1$I.unaccent(%2$L::regdictionary, $1)), '[^[:alnum:]]+', ' ', 'g')) $fold$$sql$,
    schema_name, quote_ident(schema_name) || '.unaccent');
END
$migration$;

CREATE INDEX game_titles_search ON game_titles USING gin (search_fold(title) gin_trgm_ops);
CREATE INDEX games_raw_title_search ON games USING gin (search_fold(raw_title) gin_trgm_ops);
CREATE INDEX games_code_search ON games USING gin (search_fold(code) gin_trgm_ops);
-- A group named by a query lists its games without reading every game's groups.
CREATE INDEX game_groups_group ON game_groups (group_slug);
`,
};
