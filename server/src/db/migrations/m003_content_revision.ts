import type { Migration } from './migration';

const CONTENT_TABLES = [
  'suppliers', 'labels', 'groups', 'games', 'game_titles', 'game_groups', 'game_labels', 'banners', 'banner_games',
  'banner_labels', 'blocks', 'block_games', 'block_banners', 'block_suppliers', 'block_labels', 'pages',
  'page_blocks', 'links', 'bonuses', 'bonus_games', 'translations', 'licenses', 'domain_proxies', 'site_settings',
];

/**
 * A content revision that every change to content bumps, from any process or a hand-written
 * UPDATE. Response caches key on it, so several service processes on one PostgreSQL never
 * serve content older than one query.
 */
export const m003ContentRevision: Migration = {
  version: 3,
  name: 'content-revision',
  sql: `
CREATE TABLE content_revision (
  id int PRIMARY KEY CHECK (id = 1),
  revision bigint NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO content_revision (id, revision) VALUES (1, 1);

CREATE FUNCTION bump_content_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_revision SET revision = revision + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END;
$$;

${CONTENT_TABLES.map(
  (table) =>
    `CREATE TRIGGER ${table}_content_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} ` +
    'FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();',
).join('\n')}
`,
};
