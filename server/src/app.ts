import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { DEFAULT_REQUEST_TIMEOUT_MS, type LobbyMode, type TrustProxy } from './config/serverConfig';
import { contentService } from './content/plugin';
import { MAX_GAME_KEY_PARAM_LENGTH } from './content/resolveGame';
import type { DatabaseStatus } from './db/resilientDatabase';
import { handleError } from './http/httpErrors';
import { createDeployment } from './releases/deployment';
import { openReleasePointers } from './releases/releasePointers';
import { createReleaseStore } from './releases/releaseStore';
import { demoOperatorPages } from './demoOperator/demoOperatorPages';
import { operatorPages } from './operator/operatorPages';
import { shellSimulator } from './shell/shellSimulator';
import { staticHosting } from './static/staticHosting';

export interface ServerOptions {
  readonly dataDir: string;
  /** The release store served (RELEASES_DIR); default dataDir/releases. */
  readonly releasesDir?: string | undefined;
  /** A host build served instead of the host's current release (HOST_DIST: the bench's monolith). */
  readonly hostDistDir?: string | undefined;
  readonly databaseUrl?: string | undefined;
  readonly seedGames: number;
  /** Default 'demo'. */
  readonly mode?: LobbyMode | undefined;
  /** Default off: X-Forwarded-For is believed only from the proxies named here. */
  readonly trustProxy?: TrustProxy | undefined;
  readonly shellOrigins?: readonly string[] | undefined;
  readonly shellScheme?: string | undefined;
  readonly proxyOrigins?: readonly string[] | undefined;
  readonly operatorToken?: string | undefined;
  /** ANALYTICS_WRITE_KEY: with one the service takes analytics and the page carries the key. */
  readonly analyticsWriteKey?: string | undefined;
  /** Analytics batches per anonymous identity per minute (default 120). */
  readonly analyticsBatchesPerMinute?: number | undefined;
  readonly sessionTtlSeconds?: number | undefined;
  readonly rateLimitMax?: number | undefined;
  /** SEARCH_INDEX_MAX_GAMES (default 50,000). */
  readonly searchIndexMaxGames?: number | undefined;
  /** Time a client has to send a whole request, headers and body (default 10 s). */
  readonly requestTimeoutMs?: number | undefined;
  /** Off by default (tests); `npm start` logs at LOG_LEVEL, requests only with LOG_REQUESTS. */
  readonly logger?: { readonly level: string; readonly requests: boolean } | undefined;
  readonly onDatabaseStatus?: ((status: DatabaseStatus) => void) | undefined;
}


/** The one process of `npm start` (DESIGN §4): content service plus static hosting. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const trust = options.trustProxy ?? false;
  // Fastify's types take a hop count as a function: trust the nearest `hops` proxies.
  const trustProxy = typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust === false ? false : [...trust];
  const app = Fastify({
    logger: options.logger ? { level: options.logger.level } : false,
    logController: new LogController({ disableRequestLogging: !options.logger?.requests }),
    trustProxy,
    // A first start creates the database and seeds it, which takes longer than the 10 s default.
    pluginTimeout: 120_000,
    routerOptions: { maxParamLength: MAX_GAME_KEY_PARAM_LENGTH },
    // A client trickling its request (headers or body) is cut off when this runs out. Node
    // checks every connectionsCheckingInterval, 30 s by default: far too late here.
    requestTimeout,
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(1000, requestTimeout) },
    // Errors raised before routing (a malformed URL) get the one error shape too.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
  });
  app.setErrorHandler(handleError);
  await app.register(contentService, {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    seedGames: options.seedGames,
    mode: options.mode,
    operatorToken: options.operatorToken,
    analyticsWriteKey: options.analyticsWriteKey,
    analyticsBatchesPerMinute: options.analyticsBatchesPerMinute,
    sessionTtlSeconds: options.sessionTtlSeconds,
    rateLimitMax: options.rateLimitMax,
    searchIndexMaxGames: options.searchIndexMaxGames,
    proxyOrigins: options.proxyOrigins,
    onDatabaseStatus: options.onDatabaseStatus,
  });
  await app.register(shellSimulator);
  await app.register(operatorPages);
  // The demo policies' limits and help pages (docs/player-protection.md); an operator links its own.
  if ((options.mode ?? 'demo') === 'demo') await app.register(demoOperatorPages);
  // The registry's pointers: PostgreSQL with DATABASE_URL (every server sees a deploy), else a file in the data folder.
  const pointers = openReleasePointers({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  app.addHook('onClose', () => pointers.close());
  const deployment = createDeployment({
    store: createReleaseStore(options.releasesDir ?? path.join(options.dataDir, 'releases')),
    pointers,
    onError: (error) => app.log.warn({ err: error }, 'the release pointers could not be read: serving the last ones read'),
  });
  await app.register(staticHosting, {
    deployment,
    hostDistDir: options.hostDistDir,
    mode: options.mode,
    shellOrigins: options.shellOrigins,
    shellScheme: options.shellScheme,
    proxyOrigins: options.proxyOrigins,
    analyticsWriteKey: options.analyticsWriteKey,
  });
  return app;
}
