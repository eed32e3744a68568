import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { deferredDatabase } from '../db/deferredDatabase';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations/all';
import { openDatabase } from '../db/openDatabase';
import { imageRoutes } from '../images/imageRoutes';
import { seedIfEmpty } from '../seed/seedDatabase';
import { createAuthenticator } from './auth';
import { HttpError, handleError, handleNotFound } from './httpErrors';
import { createResponseCache } from './lobby/lobbyCache';
import { lobbyRoute } from './lobby/lobbyRoute';
import { bonusesRoutes } from './routes/bonusesRoutes';
import { cmsRoutes } from './routes/cmsRoutes';
import { configRoutes, parseProxyOrigins } from './routes/configRoutes';
import { favouriteRoutes } from './routes/favouriteRoutes';
import { gamesRoutes } from './routes/gamesRoutes';
import { i18nRoutes } from './routes/i18nRoutes';
import { launchRoute } from './routes/launchRoute';
import { licensesRoutes } from './routes/licensesRoutes';
import { playerRoutes } from './routes/playerRoutes';

export interface ContentServiceOptions {
  /** PGlite data folder, used when databaseUrl is not set. */
  readonly dataDir: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  readonly databaseUrl?: string | undefined;
  /** Number of games the first-start seed creates. */
  readonly seedGames: number;
  /** Requests per client per minute on API routes (default 1000, or env RATE_LIMIT_MAX). */
  readonly rateLimitMax?: number | undefined;
  /** Extra absolute origins for the proxy config (default: env PROXY_BASES, comma-separated). */
  readonly proxyOrigins?: readonly string[] | undefined;
  /**
   * An open database to use instead of dataDir/databaseUrl (tests, embedding). It is still
   * migrated and seeded, and the caller closes it.
   */
  readonly database?: Database | undefined;
}

const ONE_MINUTE_MS = 60_000;
const DEFAULT_RATE_LIMIT = 1000;
/** Lobby responses kept in memory across all parameter sets. */
const LOBBY_CACHE_BYTES = 128 * 1024 * 1024;

/** Per player when the request names one, else per address: a NAT of guests shares a budget. */
function rateLimitKey(request: FastifyRequest): string {
  const userId = request.headers['x-userid'];
  return typeof userId === 'string' && userId.length > 0 ? `${request.ip}|${userId.slice(0, 200)}` : request.ip;
}

async function registerHttpPolicy(app: FastifyInstance, rateLimitMax: number): Promise<void> {
  // Registered inside this plugin's encapsulated scope: the headers, limits and handlers
  // below apply to the content service's routes only, never to the lead's static hosting.
  if (!app.hasReplyDecorator('helmet')) {
    await app.register(helmet, {
      // JSON and SVG only: nothing here may run scripts or be framed. The lobby's HTML,
      // which must be embeddable, is served outside this scope.
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      // Images and API answers are fetched by lobbies on other origins (PROXY_BASES).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
  }
  if (!app.hasReplyDecorator('compress')) {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  }
  await app.register(etag);
  await app.register(rateLimit, { max: rateLimitMax, timeWindow: ONE_MINUTE_MS, keyGenerator: rateLimitKey });
  app.setErrorHandler(handleError);
}

/** Fastify's default plugin timeout is 10 s; wait a little less before going background. */
const STARTUP_WAIT_MS = 8_000;

async function prepare(db: Database, seedGames: number): Promise<void> {
  await migrate(db, MIGRATIONS);
  await seedIfEmpty(db, { games: seedGames, now: new Date() });
}

/** Opens (unless given), migrates and seeds; closes what it opened when that fails. */
async function openAndPrepare(options: ContentServiceOptions): Promise<Database> {
  const db = options.database ?? (await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }));
  try {
    await prepare(db, options.seedGames);
    return db;
  } catch (error) {
    if (!options.database) await db.close();
    throw error;
  }
}

/** True when `work` settles within `ms`; rethrows its failure so a bad start fails the plugin. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The casino content service: every call of SPEC §7 at the paths of DESIGN §4. */
export const contentService: FastifyPluginAsync<ContentServiceOptions> = async (app, options) => {
  const rateLimitMax = options.rateLimitMax ?? Number(process.env.RATE_LIMIT_MAX ?? DEFAULT_RATE_LIMIT);
  const proxyOrigins = options.proxyOrigins ?? parseProxyOrigins(process.env.PROXY_BASES);
  const preparation = openAndPrepare(options);
  preparation.catch((error: unknown) => app.log.error({ err: error }, 'the content database failed to start'));
  // A reopened database is ready in well under a second and start-up errors (a wrong
  // DATABASE_URL) fail the server here. A first PGlite start with its seed can take longer
  // than Fastify's plugin timeout: then routes go live now and wait for the database.
  if (!(await settlesWithin(preparation, STARTUP_WAIT_MS))) {
    app.log.info('the content database is still being created and seeded; requests wait for it');
  }
  const kind = options.database?.kind ?? (options.databaseUrl ? 'postgres' : 'pglite');
  const db = deferredDatabase(kind, preparation, () => new HttpError(503, 'The content database is unavailable'));
  if (!options.database) {
    app.addHook('onClose', async () => {
      await db.close();
    });
  }

  await registerHttpPolicy(app, rateLimitMax);
  const auth = createAuthenticator(db);
  const now = (): Date => new Date();
  const cache = createResponseCache(LOBBY_CACHE_BYTES);

  await configRoutes(app, { extraOrigins: proxyOrigins });
  await i18nRoutes(app, { db });
  await lobbyRoute(app, { db, cache, now });
  await gamesRoutes(app, { db });
  await bonusesRoutes(app, { db });
  await licensesRoutes(app, { db });
  await launchRoute(app, { db, auth });
  await playerRoutes(app, { db, auth, now });
  await favouriteRoutes(app, { db, auth });
  await cmsRoutes(app, { db });
  await imageRoutes(app);

  // Unknown paths under the service's prefixes answer JSON 404s instead of falling through
  // to the SPA's index.html.
  for (const prefix of ['/api', '/cms', '/i18n', '/images']) {
    await app.register(
      async (scope) => {
        scope.setNotFoundHandler(handleNotFound);
      },
      { prefix },
    );
  }
};
