/** What globalSetup hands to the test files, through environment variables of the run. */
export const TEST_ENV = {
  pgliteTemplate: 'LOBBY_TEST_PGLITE_TEMPLATE',
  postgresTemplateUrl: 'LOBBY_TEST_PG_TEMPLATE_URL',
  postgresAdminUrl: 'LOBBY_TEST_PG_ADMIN_URL',
  postgresError: 'LOBBY_TEST_PG_ERROR',
  postgresRoot: 'LOBBY_TEST_PG_ROOT',
  postgresBin: 'LOBBY_TEST_PG_BIN_DIR',
} as const;

/** Games in the test template: small, so the suite stays fast. */
export const TEST_SEED_GAMES = 300;

export const POSTGRES_TEMPLATE_DB = 'lobby_template';
