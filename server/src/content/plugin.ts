import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DEFAULT_SEARCH_INDEX_MAX_GAMES, originsOf, type LobbyMode } from '../config/serverConfig';
import { backgroundLane } from '../db/backgroundLane';
import type { Database } from '../db/database';
import { acquireDataDirLock } from '../db/dataDirLock';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations/all';
import { openDatabase } from '../db/openDatabase';
import { resilientDatabase, type DatabaseStatus } from '../db/resilientDatabase';
import { allowCrossOrigin } from '../http/cors';
import { HttpError, handleError, handleNotFound, isStorageUnavailable } from '../http/httpErrors';
import { demoGameRoutes } from '../demoGames/demoGameRoutes';
import { createArtworkRasters } from '../images/artworkRasters';
import { imageRoutes } from '../images/imageRoutes';
import { seedIfEmpty } from '../seed/seedDatabase';
import { analyticsDailyRoute, analyticsRoutes, DEFAULT_ANALYTICS_BATCHES_PER_MINUTE } from './analytics/analyticsRoutes';
import { createAuthenticator, type FailureLimiter } from './auth';
import { createBuildQueue } from './lobby/buildQueue';
import { createResponseCache } from './lobby/lobbyCache';
import { lobbyRoute } from './lobby/lobbyRoute';
import { bonusesRoutes } from './routes/bonusesRoutes';
import { cmsRoutes } from './routes/cmsRoutes';
import { configRoutes } from './routes/configRoutes';
import { favouriteRoutes } from './routes/favouriteRoutes';
import { gamesRoutes } from './routes/gamesRoutes';
import { i18nRoutes } from './routes/i18nRoutes';
import { launchRoute } from './routes/launchRoute';
import { licensesRoutes } from './routes/licensesRoutes';
import { operatorRoutes } from './routes/operatorRoutes';
import { playerRoutes } from './routes/playerRoutes';
import { previewTokenRoutes } from './routes/previewTokenRoutes';
import { protectionRoutes } from './routes/protectionRoutes';
import { searchIndexRoute } from './search/searchIndexRoute';
import { searchRoute } from './search/searchRoute';
import { renewDevSessions, revokeDevSessions } from './sessions';
import { validateBodiesStrictly } from './validation';

export interface ContentServiceOptions {
  /** PGlite data folder, used when databaseUrl is not set. */
  readonly dataDir: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  readonly databaseUrl?: string | undefined;
  /** Number of games the first-start seed creates (demo mode). */
  readonly seedGames: number;
  /** Demo (default): demo catalogue and development sessions. Production: neither. */
  readonly mode?: LobbyMode | undefined;
  /** Enables the operator API (required in production mode). */
  readonly operatorToken?: string | undefined;
  /** Lifetime of an operator-issued session when the call names none (default 12 h). */
  readonly sessionTtlSeconds?: number | undefined;
  /** Requests per client address per minute on API routes (default 1000). */
  readonly rateLimitMax?: number | undefined;
  /** SEARCH_INDEX_MAX_GAMES: past this many games on a platform the search panel searches on the server. */
  readonly searchIndexMaxGames?: number | undefined;
  /** Failed authentications per client address per minute before 429 (default 20). */
  readonly authFailureLimit?: number | undefined;
  /**
   * The analytics write key (ANALYTICS_WRITE_KEY): with one, POST /api/v1/analytics/batch takes
   * the lobby's analytics; without, the route does not exist (docs/analytics.md).
   */
  readonly analyticsWriteKey?: string | undefined;
  /** Analytics batches per anonymous identity per minute (default 120). */
  readonly analyticsBatchesPerMinute?: number | undefined;
  /** Extra origins for the proxy config (PROXY_BASES). */
  readonly proxyOrigins?: readonly string[] | undefined;
  /** First wait before the database is opened again after it failed (default 1 s, doubling to 15 s). */
  readonly retryDelayMs?: number | undefined;
  /** Told each time the database becomes ready or unavailable (the start-up banner prints it). */
  readonly onDatabaseStatus?: ((status: DatabaseStatus) => void) | undefined;
  /**
   * An open database to use instead of dataDir/databaseUrl (tests, embedding). It is still
   * migrated and prepared, and the caller closes it.
   */
  readonly database?: Database | undefined;
}

const ONE_MINUTE_MS = 60_000;
const DEFAULT_RATE_LIMIT = 1000;
const DEFAULT_AUTH_FAILURE_LIMIT = 20;
const DEFAULT_SESSION_TTL_S = 12 * 3600;
const MAX_RETRY_DELAY_MS = 15_000;
/** Lobby responses (JSON plus compressed forms) kept in memory across all variants. */
const LOBBY_CACHE = { maxBytes: 64 * 1024 * 1024, maxEntries: 64 };
/** Search indexes kept: 16 locales × 2 platforms × iOS or not is 64 at most, and few are asked for. */
const SEARCH_INDEX_CACHE = { maxBytes: 48 * 1024 * 1024, maxEntries: 32 };
/** Server searches at a PostgreSQL server at once (a pool has ten connections); PGlite runs one. */
const SEARCHES_AT_ONCE_POSTGRES = 4;
/** Searches waiting their turn before new ones are turned away with 503. */
const MAX_WAITING_SEARCHES = 32;
/** Lobby variants waiting for a build before new ones are turned away with 503. */
const MAX_WAITING_BUILDS = 16;

/**
 * Per client address, and only the address: a budget per X-UserId let anyone mint budgets by
 * inventing ids. Behind a proxy the address is the client's only when TRUST_PROXY names it.
 */
const rateLimitKey = (request: FastifyRequest): string => request.ip;

async function registerHttpPolicy(app: FastifyInstance, rateLimitMax: number): Promise<void> {
  // Registered inside this plugin's encapsulated scope: the headers, limits and handlers
  // below apply to the content service's routes only, never to the static hosting.
  if (!app.hasReplyDecorator('helmet')) {
    await app.register(helmet, {
      // JSON and SVG only: nothing here may run scripts or be framed. The lobby's HTML has
      // its own policy (static/pagePolicy.ts).
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
  // Only JSON bodies: a text/plain body is a 415, as docs/api.md says, not a string that
  // fails its schema.
  app.removeContentTypeParser('text/plain');
  validateBodiesStrictly(app);
  app.setErrorHandler(handleError);
}

function failureLimiter(app: FastifyInstance, limit: number): FailureLimiter {
  // The rate limit's store, under keys of its own.
  const limiter = app.createRateLimit({
    max: limit,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) => `auth-failure|${request.ip}`,
  });
  return {
    async check(request) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        throw new HttpError(429, 'Too many failed authentications from this address; try again later.', {
          'retry-after': String(Math.max(1, state.ttlInSeconds)),
        });
      }
    },
    async record(request) {
      await limiter(request);
    },
  };
}

/** What a start leaves in the database, by mode: demo data and live dev sessions, or neither. */
async function prepare(db: Database, mode: LobbyMode, seedGames: number, log: FastifyBaseLogger): Promise<void> {
  await migrate(db, MIGRATIONS);
  const now = new Date();
  if (mode === 'demo') {
    await seedIfEmpty(db, { games: seedGames, now });
    await renewDevSessions(db, now);
    return;
  }
  const revoked = await revokeDevSessions(db);
  if (revoked > 0) log.warn({ revoked }, 'production mode: revoked the development sessions a demo seed left in this database');
}

/** Human-readable database status for the log, with the cause of an outage. */
function logStatus(log: FastifyBaseLogger, where: string, status: DatabaseStatus): void {
  if (status.state === 'ready') log.info({ where }, 'the content database is ready');
  if (status.state === 'unavailable') {
    log.error(
      { err: status.cause, where, retryInMs: status.retryInMs },
      `the content database in ${where} is unavailable; requests answer 503 while it is opened again`,
    );
  }
}

/** Fastify's default plugin timeout is 10 s; wait a little less before going background. */
const STARTUP_WAIT_MS = 8_000;

/** True when `work` settles within `ms`; rethrows its failure. */
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
  const mode = options.mode ?? 'demo';
  const kind = options.database?.kind ?? (options.databaseUrl ? 'postgres' : 'pglite');
  const where = options.databaseUrl ? 'DATABASE_URL' : options.dataDir;
  // Two servers on one PGlite folder each think they own it and lose each other's writes:
  // the second refuses to start (it throws here) naming the pid that holds the folder.
  const lock = kind === 'pglite' && !options.database ? acquireDataDirLock(options.dataDir) : null;
  const db = resilientDatabase({
    kind,
    closeOpened: !options.database,
    retryDelayMs: options.retryDelayMs ?? 1000,
    maxRetryDelayMs: MAX_RETRY_DELAY_MS,
    onStatus: (status) => {
      logStatus(app.log, where, status);
      options.onDatabaseStatus?.(status);
    },
    open: async () => {
      const opened = options.database ?? (await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }));
      try {
        await prepare(opened, mode, options.seedGames, app.log);
        return opened;
      } catch (error) {
        if (!options.database) await opened.close().catch(() => undefined);
        throw error;
      }
    },
  });
  app.addHook('onClose', async () => {
    await db.close();
    lock?.release();
  });
  // A reopened database is ready in well under a second; a first PGlite start with its seed
  // can take longer than Fastify's plugin timeout, and then routes go live now and wait. A
  // failure that cannot pass by itself (a wrong password) fails the start; one that can (a
  // full disk, a database server still starting) is logged and retried while serving 503.
  try {
    if (!(await settlesWithin(db.firstAttempt, STARTUP_WAIT_MS))) {
      app.log.info('the content database is still being created and seeded; requests wait for it');
    }
  } catch (error) {
    if (!isStorageUnavailable(error)) {
      await db.close();
      lock?.release();
      throw error;
    }
  }

  await registerHttpPolicy(app, options.rateLimitMax ?? DEFAULT_RATE_LIMIT);
  allowCrossOrigin(app, originsOf(options.proxyOrigins ?? []), ['/api', '/cms', '/i18n', '/config']);
  const auth = createAuthenticator(
    db,
    failureLimiter(app, options.authFailureLimit ?? DEFAULT_AUTH_FAILURE_LIMIT),
    options.operatorToken,
  );
  const now = (): Date => new Date();
  // PGlite is one connection: one build query at a time. A PostgreSQL pool has ten.
  const buildDb = backgroundLane(db, kind === 'pglite' ? 1 : 2);

  await configRoutes(app, { extraOrigins: options.proxyOrigins ?? [] });
  await i18nRoutes(app, { db });
  // Lobby replies and search indexes are both built from the whole catalogue: one at a time.
  const builds = createBuildQueue({ concurrency: 1, maxWaiting: MAX_WAITING_BUILDS });
  await lobbyRoute(app, { db, buildDb, cache: createResponseCache(LOBBY_CACHE), builds, now, auth });
  await gamesRoutes(app, { db });
  await searchIndexRoute(app, {
    db,
    buildDb,
    cache: createResponseCache(SEARCH_INDEX_CACHE),
    builds,
    now,
    maxGames: options.searchIndexMaxGames ?? DEFAULT_SEARCH_INDEX_MAX_GAMES,
  });
  await searchRoute(app, {
    db,
    searches: createBuildQueue({
      concurrency: kind === 'pglite' ? 1 : SEARCHES_AT_ONCE_POSTGRES,
      maxWaiting: MAX_WAITING_SEARCHES,
      busyMessage: 'Too many searches are running; try again shortly.',
    }),
  });
  await bonusesRoutes(app, { db });
  await licensesRoutes(app, { db });
  await launchRoute(app, { db, auth, now });
  await protectionRoutes(app, { db, auth, now, operator: Boolean(options.operatorToken) });
  await playerRoutes(app, { db, auth, now });
  await favouriteRoutes(app, { db, auth });
  if (options.operatorToken) {
    await operatorRoutes(app, { db, auth, now, sessionTtlSeconds: options.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_S });
    await analyticsDailyRoute(app, { db, auth, now });
  }
  if (options.analyticsWriteKey) {
    await analyticsRoutes(app, {
      db,
      writeKey: options.analyticsWriteKey,
      now,
      batchesPerMinute: options.analyticsBatchesPerMinute ?? DEFAULT_ANALYTICS_BATCHES_PER_MINUTE,
    });
  }
  await previewTokenRoutes(app, { db, auth, now, demo: mode === 'demo', operator: Boolean(options.operatorToken) });
  await cmsRoutes(app, { db });
  const rasters = createArtworkRasters({ dir: `${options.dataDir}/artwork` });
  app.addHook('onClose', () => rasters.close());
  await imageRoutes(app, { rasters });
  await demoGameRoutes(app, { db });

  // Unknown paths under the service's prefixes answer JSON 404s instead of falling through
  // to the SPA's index.html.
  for (const prefix of ['/api', '/cms', '/i18n', '/images', '/demo-games']) {
    await app.register(
      async (scope) => {
        scope.setNotFoundHandler(handleNotFound);
      },
      { prefix },
    );
  }
};
