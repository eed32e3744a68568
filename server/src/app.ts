import Fastify, { type FastifyInstance } from 'fastify';
import { contentService } from './content/plugin';
import { shellSimulator } from './shell/shellSimulator';
import { staticHosting } from './static/staticHosting';

export interface ServerOptions {
  /** Repository root: host/dist and remotes/<id>/dist are served from here. */
  readonly rootDir: string;
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  readonly seedGames: number;
  readonly logger?: boolean;
}

/** The one process of `npm start` (DESIGN §4): content service plus static hosting. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // A first start creates the database and seeds it, which takes longer than the 10 s default.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true, pluginTimeout: 120_000 });
  await app.register(contentService, {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    seedGames: options.seedGames,
  });
  await app.register(shellSimulator);
  await app.register(staticHosting, { rootDir: options.rootDir });
  return app;
}
