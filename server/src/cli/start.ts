import { buildServer } from '../app';
import { frontEndApps, workspaceBuilds } from '../build/apps';
import { buildStaleApps } from '../build/buildStaleApps';
import { ConfigError, operatorTokenForRun, readServerConfig, type ServerConfig } from '../config/serverConfig';
import { DataDirInUseError } from '../db/dataDirLock';
import type { DatabaseStatus } from '../db/resilientDatabase';
import { deployWorkspaceBuilds } from '../releases/deploy';
import { openReleaseContext } from '../releases/releaseContext';
import { DEV_PLAYERS } from '../seed/players';
import { ROOT_DIR } from './paths';

const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

function modeBanner(config: ServerConfig): string[] {
  if (config.mode === 'production') {
    return [
      'Mode: production — no demo data, no development sessions; sessions are issued by POST /api/operator/sessions.',
    ];
  }
  const player = DEV_PLAYERS[0];
  return [
    'Mode: DEMO — demo catalogue and development sessions that anyone can use',
    `  (${player.userId} / ${player.sessionId}). Never expose a demo server; set LOBBY_MODE=production (docs/deployment.md).`,
  ];
}

/** Where the operator pages are, and the token a demo made for this run (docs/analytics.md). */
function operatorBanner(
  config: ServerConfig,
  origin: string,
  operator: { readonly token: string | undefined; readonly generated: boolean },
): string[] {
  const analytics = config.analyticsWriteKey ? 'on' : 'off (no ANALYTICS_WRITE_KEY)';
  if (operator.token === undefined) return [`Analytics: ${analytics}.`];
  return [
    `Analytics: ${analytics}; counts per day at ${origin}/operator/analytics/`,
    ...(operator.generated
      ? [`  Operator token for this run (set OPERATOR_TOKEN to keep one): ${operator.token}`]
      : ['  (sign in there with OPERATOR_TOKEN)']),
  ];
}

function describeCause(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

function printDatabaseStatus(config: ServerConfig, status: DatabaseStatus): void {
  const where = config.databaseUrl ? 'the PostgreSQL server (DATABASE_URL)' : config.dataDir;
  if (status.state === 'unavailable') {
    process.stderr.write(
      `[database] ${where} is unavailable: ${describeCause(status.cause)}. ` +
        'The lobby answers 503 until it can be opened; retrying by itself (no restart needed).\n',
    );
  } else if (status.state === 'ready') {
    say(`[database] ready: ${where}`);
  }
}

/**
 * `npm start [-- --skip-build]`: build what is stale, release what was built and is not released
 * yet, then serve the whole lobby on PORT (default 8080). Every setting comes from the
 * environment (docs/deployment.md).
 */
async function main(): Promise<void> {
  const config = readServerConfig(process.env, ROOT_DIR);
  const apps = frontEndApps(ROOT_DIR);
  if (!process.argv.includes('--skip-build')) {
    const report = await buildStaleApps(ROOT_DIR, apps);
    say(`[build] built: ${report.built.join(', ') || 'nothing (all up to date)'}`);
  }
  // What was built and is not released yet becomes current (docs/deployment.md); a rollback stands.
  const releases = openReleaseContext(config, (line) => say(`[release] ${line}`));
  try {
    const { deployed, failed } = await deployWorkspaceBuilds(
      releases,
      workspaceBuilds(apps),
    );
    for (const reason of failed) process.stderr.write(`[release] ${reason}\n`);
    say(`[release] current: ${deployed.length > 0 ? `now ${deployed.join(', ')}` : 'unchanged'} (${releases.store.dir})`);
  } finally {
    await releases.pointers.close();
  }
  let databaseReady = false;
  const operator = operatorTokenForRun(config);
  const app = await buildServer({
    ...config,
    operatorToken: operator.token,
    logger: { level: config.logLevel, requests: config.logRequests },
    onDatabaseStatus: (status) => {
      // Before the banner the start itself reports; afterwards every change is news.
      databaseReady = status.state === 'ready';
      printDatabaseStatus(config, status);
    },
  });
  const shutdown = () => {
    app.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info({ mode: config.mode, port }, `Casino Lobby is running in ${config.mode} mode`);
  say(`Casino Lobby is running on http://${shown}:${port}${databaseReady ? '' : ' (the content database is not ready yet: see above)'}`);
  for (const line of modeBanner(config)) say(line);
  for (const line of operatorBanner(config, `http://${shown}:${port}`, operator)) say(line);
}

main().catch((error: unknown) => {
  // Mistakes an operator can fix get their message alone, without a stack trace.
  const known = error instanceof ConfigError || error instanceof DataDirInUseError;
  process.stderr.write(`${known || !(error instanceof Error) ? String(error instanceof Error ? error.message : error) : (error.stack ?? error.message)}\n`);
  process.exit(1);
});
