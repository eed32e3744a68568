import { ConfigError, DEMO_ANALYTICS_WRITE_KEY, operatorTokenForRun, readServerConfig } from './serverConfig';

const ROOT = '/srv/lobby';
const TOKEN = 'x'.repeat(32);

describe('readServerConfig', () => {
  it('defaults to the demo lobby on port 8080 trusting no proxy', () => {
    expect(readServerConfig({}, ROOT)).toEqual({
      mode: 'demo',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/lobby/.data',
      hostDistDir: undefined,
      releasesDir: '/srv/lobby/.data/releases',
      databaseUrl: undefined,
      seedGames: 3000,
      trustProxy: false,
      shellOrigins: [],
      shellScheme: undefined,
      proxyOrigins: [],
      operatorToken: undefined,
      analyticsWriteKey: DEMO_ANALYTICS_WRITE_KEY,
      sessionTtlSeconds: 12 * 3600,
      rateLimitMax: 1000,
      searchIndexMaxGames: 50_000,
      requestTimeoutMs: 10_000,
      logLevel: 'info',
      logRequests: false,
    });
  });

  it.each([
    [{ TRUST_PROXY: '1' }, { trustProxy: 1 }],
    [{ TRUST_PROXY: 'false' }, { trustProxy: false }],
    [{ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }, { trustProxy: ['10.0.0.1', '10.1.0.0/16', 'loopback'] }],
    [{ SHELL_ORIGINS: 'https://app.example.com, http://localhost:3000/' }, { shellOrigins: ['https://app.example.com', 'http://localhost:3000'] }],
    [{ PROXY_BASES: 'https://eu.example.org/lobby' }, { proxyOrigins: ['https://eu.example.org/lobby'] }],
    [{ SHELL_SCHEME: ' casinolobby ' }, { shellScheme: 'casinolobby' }],
    [{ SHELL_SCHEME: '' }, { shellScheme: undefined }],
    [{ LOBBY_MODE: 'production', OPERATOR_TOKEN: TOKEN }, { mode: 'production', operatorToken: TOKEN }],
    [
      { DATA_DIR: '/var/lib/lobby', SESSION_TTL_HOURS: '2' },
      { dataDir: '/var/lib/lobby', releasesDir: '/var/lib/lobby/releases', sessionTtlSeconds: 7200 },
    ],
    [{ RELEASES_DIR: '/mnt/releases' }, { releasesDir: '/mnt/releases' }],
    [{ HOST_DIST: 'host/dist-monolith' }, { hostDistDir: '/srv/lobby/host/dist-monolith' }],
    [{ SEARCH_INDEX_MAX_GAMES: '0' }, { searchIndexMaxGames: 0 }],
    [{ SEARCH_INDEX_MAX_GAMES: '10000000' }, { searchIndexMaxGames: 10_000_000 }],
    // Analytics (docs/analytics.md): a demo takes them with its fixed key, production only with one set.
    [{ LOBBY_MODE: 'production', OPERATOR_TOKEN: TOKEN }, { analyticsWriteKey: undefined }],
    [{ LOBBY_MODE: 'production', OPERATOR_TOKEN: TOKEN, ANALYTICS_WRITE_KEY: ' wk_live.2024-abc ' }, { analyticsWriteKey: 'wk_live.2024-abc' }],
    [{ ANALYTICS_WRITE_KEY: 'off' }, { analyticsWriteKey: undefined }],
  ])('reads %j', (env, expected) => {
    expect(readServerConfig(env, ROOT)).toMatchObject(expected);
  });

  it.each([
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example.com' }, 'TRUST_PROXY'],
    [{ SHELL_ORIGINS: 'https://app.example.com/path' }, 'SHELL_ORIGINS'],
    [{ SHELL_ORIGINS: 'javascript:alert(1)' }, 'SHELL_ORIGINS'],
    [{ SHELL_ORIGINS: 'app.example.com' }, 'SHELL_ORIGINS'],
    [{ PROXY_BASES: 'ftp://eu.example.org' }, 'PROXY_BASES'],
    [{ SHELL_SCHEME: 'javascript' }, 'SHELL_SCHEME'],
    [{ SHELL_SCHEME: 'casinolobby://' }, 'SHELL_SCHEME'],
    [{ SHELL_SCHEME: 'https' }, 'SHELL_SCHEME'],
    [{ LOBBY_MODE: 'prod' }, 'LOBBY_MODE'],
    [{ LOBBY_MODE: 'production' }, 'OPERATOR_TOKEN'],
    [{ OPERATOR_TOKEN: 'short' }, 'OPERATOR_TOKEN'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SEED_GAMES: '-1' }, 'SEED_GAMES'],
    [{ SEARCH_INDEX_MAX_GAMES: '10000001' }, 'SEARCH_INDEX_MAX_GAMES'],
    [{ SEARCH_INDEX_MAX_GAMES: '2.5' }, 'SEARCH_INDEX_MAX_GAMES'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ANALYTICS_WRITE_KEY: 'short' }, 'ANALYTICS_WRITE_KEY'],
    [{ ANALYTICS_WRITE_KEY: 'a key with spaces' }, 'ANALYTICS_WRITE_KEY'],
    [{ ANALYTICS_WRITE_KEY: '"><script>' }, 'ANALYTICS_WRITE_KEY'],
  ])('refuses %j, naming %s', (env, variable) => {
    expect(() => readServerConfig(env, ROOT)).toThrow(ConfigError);
    expect(() => readServerConfig(env, ROOT)).toThrow(variable);
  });

  it('names every wrong variable at once', () => {
    expect(() => readServerConfig({ PORT: 'x', LOBBY_MODE: 'y' }, ROOT)).toThrow(/PORT[\s\S]*LOBBY_MODE|LOBBY_MODE[\s\S]*PORT/);
  });
});

describe('operatorTokenForRun', () => {
  const random = () => 'made-for-this-run';
  it.each([
    ['demo without a token makes one for the run', { mode: 'demo', operatorToken: undefined }, { token: 'made-for-this-run', generated: true }],
    ['demo with a token keeps it', { mode: 'demo', operatorToken: TOKEN }, { token: TOKEN, generated: false }],
    ['production keeps its own', { mode: 'production', operatorToken: TOKEN }, { token: TOKEN, generated: false }],
    ['production never makes one', { mode: 'production', operatorToken: undefined }, { token: undefined, generated: false }],
  ] as const)('%s', (_case, config, expected) => {
    expect(operatorTokenForRun(config, random)).toEqual(expected);
  });

  it('makes an unguessable token, long enough for the operator API', () => {
    const { token } = operatorTokenForRun({ mode: 'demo', operatorToken: undefined });
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(operatorTokenForRun({ mode: 'demo', operatorToken: undefined }).token).not.toBe(token);
  });
});
