import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { isUsableCustomScheme } from '@lobby/domain';

/**
 * `demo` (what `npm start` runs): a seeded demo catalogue and development sessions anyone can
 * use. `production`: nothing seeded, no development sessions, sessions issued by the operator.
 */
export const LOBBY_MODES = ['demo', 'production'] as const;
export type LobbyMode = (typeof LOBBY_MODES)[number];

/** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | readonly string[];

/** Every setting of the server process, read once from the environment at start. */
export interface ServerConfig {
  readonly mode: LobbyMode;
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** A host build served as the lobby page instead of the host's current release (the bench's monolith). */
  readonly hostDistDir: string | undefined;
  /** The release store (RELEASES_DIR, default DATA_DIR/releases): every kept release of the host and each remote. */
  readonly releasesDir: string;
  readonly databaseUrl: string | undefined;
  readonly seedGames: number;
  readonly trustProxy: TrustProxy;
  /** Host-application origins allowed to frame the lobby and to message the shell bridge. */
  readonly shellOrigins: readonly string[];
  /** SHELL_SCHEME: the custom scheme of SPEC §7's custom-scheme style messages (docs/shell-protocol.md), if any. */
  readonly shellScheme: string | undefined;
  /** Other origins serving this API: proxy failover targets (SPEC §9) and CORS peers. */
  readonly proxyOrigins: readonly string[];
  readonly operatorToken: string | undefined;
  /**
   * ANALYTICS_WRITE_KEY: the key the lobby page carries and sends with its analytics batches;
   * without one no analytics are taken or sent. Demo mode has DEMO_ANALYTICS_WRITE_KEY.
   */
  readonly analyticsWriteKey: string | undefined;
  readonly sessionTtlSeconds: number;
  readonly rateLimitMax: number;
  /**
   * Largest catalogue (games on one platform) the search index carries whole for the search
   * panel's matcher in the browser; past it the panel searches on the server.
   */
  readonly searchIndexMaxGames: number;
  /** Time a client has to send a whole request (a trickled body is cut off after it). */
  readonly requestTimeoutMs: number;
  readonly logLevel: string;
  readonly logRequests: boolean;
}

/** A start-up setting that is wrong; the message names the variable and what it accepts. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The server cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** An operator token shorter than this is guessable. */
export const MIN_OPERATOR_TOKEN_LENGTH = 32;
const DEFAULT_SESSION_TTL_HOURS = 12;
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** About 4 MB of index JSON (under 1 MB with brotli): still quick to fetch and to match in a browser. */
export const DEFAULT_SEARCH_INDEX_MAX_GAMES = 50_000;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Comma-separated absolute http(s) URLs. With `originsOnly` each must be a bare origin
 * (no path, query or credentials), which is what CSP frame-ancestors and postMessage compare.
 */
export function parseUrlList(name: string, value: string | undefined, originsOnly: boolean): string[] {
  const items = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return items.map((item) => {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new ConfigError([`${name}: "${item}" is not an absolute URL`]);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError([`${name}: "${item}" must be http or https`]);
    }
    if (url.username || url.password) throw new ConfigError([`${name}: "${item}" must not carry credentials`]);
    if (originsOnly && (url.pathname !== '/' || url.search || url.hash)) {
      throw new ConfigError([`${name}: "${item}" must be an origin such as https://host.example.com (no path)`]);
    }
    return originsOnly ? url.origin : item;
  });
}

/** SHELL_SCHEME: a scheme such as `casinolobby` (no `://`), never one that runs script or loads the web. */
export function parseShellScheme(value: string | undefined): string | undefined {
  const scheme = value?.trim() ?? '';
  if (scheme === '') return undefined;
  if (!isUsableCustomScheme(scheme)) {
    throw new ConfigError([
      `SHELL_SCHEME: "${scheme}" must be 1–32 letters, digits, "+", "." or "-", starting with a letter (such as casinolobby), and not a web or script scheme`,
    ]);
  }
  return scheme;
}

/** The origin of each base URL (PROXY_BASES may carry a path). */
export function originsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * The demo's analytics write key. A write key is no secret (every lobby page carries it): it
 * names the deployment the events are for, so a fixed one costs the demo nothing.
 */
export const DEMO_ANALYTICS_WRITE_KEY = 'demo-analytics-write-key';
const WRITE_KEY = /^[A-Za-z0-9._~-]{8,128}$/;

/** ANALYTICS_WRITE_KEY: unset is the demo key in demo mode and none in production; `off` is none. */
export function parseAnalyticsWriteKey(value: string | undefined, lobbyMode: LobbyMode): string | undefined {
  const text = (value ?? '').trim();
  if (text === 'off') return undefined;
  if (text === '') return lobbyMode === 'demo' ? DEMO_ANALYTICS_WRITE_KEY : undefined;
  if (!WRITE_KEY.test(text)) {
    throw new ConfigError(['ANALYTICS_WRITE_KEY: must be 8 to 128 letters, digits, ".", "_", "~" or "-" (or "off")']);
  }
  return text;
}

/**
 * The operator token a server runs with. Demo mode without OPERATOR_TOKEN makes one for this
 * run (`npm start` prints it), so the operator pages and API work out of the box without a
 * token anyone could know from the docs; production must name its own.
 */
export function operatorTokenForRun(
  config: Pick<ServerConfig, 'mode' | 'operatorToken'>,
  random: () => string = () => randomBytes(24).toString('base64url'),
): { readonly token: string | undefined; readonly generated: boolean } {
  if (config.operatorToken !== undefined || config.mode !== 'demo') return { token: config.operatorToken, generated: false };
  return { token: random(), generated: true };
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (/^[0-9]+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new ConfigError(['TRUST_PROXY: a hop count must be 1 to 10']);
    return hops;
  }
  if (text === 'true') {
    throw new ConfigError([
      'TRUST_PROXY: "true" would trust any client\'s X-Forwarded-For; give the number of proxies in front (1) or their addresses',
    ]);
  }
  const entries = text.split(',').map((part) => part.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !/^[0-9a-fA-F.:]+(\/[0-9]{1,3})?$/.test(entry));
  if (invalid.length > 0) {
    throw new ConfigError([`TRUST_PROXY: ${invalid.join(', ')} is not an address, a CIDR range or loopback/linklocal/uniquelocal`]);
  }
  return entries;
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ConfigError([`${name}: "${value}" must be a whole number from ${min} to ${max}`]);
  }
  return number;
}

function mode(value: string | undefined): LobbyMode {
  const text = (value ?? '').trim();
  if (text === '') return 'demo';
  const known = LOBBY_MODES.find((candidate) => candidate === text);
  if (!known) throw new ConfigError([`LOBBY_MODE: "${text}" must be ${LOBBY_MODES.join(' or ')}`]);
  return known;
}

/**
 * Reads and checks every variable, collecting all problems so one failed start names them
 * all. `rootDir` anchors a relative DATA_DIR.
 */
export function readServerConfig(env: Env, rootDir: string): ServerConfig {
  const problems: string[] = [];
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return fallback;
    }
  };
  const lobbyMode = attempt(() => mode(env.LOBBY_MODE), 'demo');
  const operatorToken = env.OPERATOR_TOKEN?.trim() || undefined;
  if (operatorToken !== undefined && operatorToken.length < MIN_OPERATOR_TOKEN_LENGTH) {
    problems.push(`OPERATOR_TOKEN: must be at least ${MIN_OPERATOR_TOKEN_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`);
  }
  if (lobbyMode === 'production' && operatorToken === undefined) {
    problems.push('OPERATOR_TOKEN: LOBBY_MODE=production issues sessions only through the operator API, which needs this token');
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  const dataDir = path.resolve(rootDir, env.DATA_DIR?.trim() || '.data');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL: "${logLevel}" must be one of ${LOG_LEVELS.join(', ')}`);
  const config: ServerConfig = {
    mode: lobbyMode,
    port: attempt(() => integer('PORT', env.PORT, 8080, 0, 65_535), 0),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    hostDistDir: env.HOST_DIST?.trim() ? path.resolve(rootDir, env.HOST_DIST.trim()) : undefined,
    releasesDir: path.resolve(rootDir, env.RELEASES_DIR?.trim() || path.join(dataDir, 'releases')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    seedGames: attempt(() => integer('SEED_GAMES', env.SEED_GAMES, 3000, 0, 100_000), 0),
    trustProxy: attempt(() => parseTrustProxy(env.TRUST_PROXY), false),
    shellOrigins: attempt(() => parseUrlList('SHELL_ORIGINS', env.SHELL_ORIGINS, true), []),
    shellScheme: attempt(() => parseShellScheme(env.SHELL_SCHEME), undefined),
    proxyOrigins: attempt(() => parseUrlList('PROXY_BASES', env.PROXY_BASES, false), []),
    operatorToken,
    analyticsWriteKey: attempt(() => parseAnalyticsWriteKey(env.ANALYTICS_WRITE_KEY, lobbyMode), undefined),
    sessionTtlSeconds: attempt(() => integer('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, DEFAULT_SESSION_TTL_HOURS, 1, 24 * 30), 1) * 3600,
    rateLimitMax: attempt(() => integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 1000, 1, 1_000_000), 1),
    searchIndexMaxGames: attempt(
      () => integer('SEARCH_INDEX_MAX_GAMES', env.SEARCH_INDEX_MAX_GAMES, DEFAULT_SEARCH_INDEX_MAX_GAMES, 0, 10_000_000),
      0,
    ),
    requestTimeoutMs: attempt(() => integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS, 1000, 120_000), 1000),
    logLevel,
    logRequests: env.LOG_REQUESTS === 'true',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
