import path from 'node:path';
import { buildServer } from '../app';
import { frontEndApps } from '../build/apps';
import { buildStaleApps } from '../build/buildStaleApps';
import { ROOT_DIR } from './paths';

/** `npm start`: build what is stale, then serve the whole lobby on PORT (default 8080). */
async function main(): Promise<void> {
  const report = await buildStaleApps(ROOT_DIR, frontEndApps(ROOT_DIR));
  process.stdout.write(`[build] built: ${report.built.join(', ') || 'nothing (all up to date)'}\n`);
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const app = await buildServer({
    rootDir: ROOT_DIR,
    dataDir: path.resolve(ROOT_DIR, process.env.DATA_DIR ?? '.data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    seedGames: Number(process.env.SEED_GAMES ?? 3000),
    logger: process.env.LOG_REQUESTS === 'true',
  });
  const shutdown = () => {
    app.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  process.stdout.write(`Casino Lobby is running on http://${shown}:${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
