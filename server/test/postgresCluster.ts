import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const BIN_CANDIDATES = [
  process.env.LOBBY_TEST_PG_BIN,
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
].filter((dir): dir is string => typeof dir === 'string' && dir.length > 0);

/** A throwaway PostgreSQL cluster in a temp folder, reachable only on its own unix socket. */
export interface PostgresCluster {
  readonly root: string;
  readonly port: number;
  readonly binDir: string;
  /** Connection string for one database of the cluster. */
  url(database: string): string;
}

export function findPostgresBinaries(): string | undefined {
  return BIN_CANDIDATES.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

export function missingBinariesMessage(): string {
  return (
    `PostgreSQL server binaries (initdb, pg_ctl) not found in ${BIN_CANDIDATES.join(', ')}. ` +
    'The PostgreSQL half of the server suite needs them: install postgresql (Debian: apt-get install postgresql) ' +
    'or set LOBBY_TEST_PG_BIN to the folder holding initdb.'
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** initdb and the server refuse to run as root, so as root they run as the postgres user. */
async function asPostgres(binary: string, args: readonly string[]): Promise<void> {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) await run('runuser', ['-u', 'postgres', '--', binary, ...args]);
  else await run(binary, [...args]);
}

export async function startPostgresCluster(binDir: string): Promise<PostgresCluster> {
  const root = await mkdtemp(join(tmpdir(), 'lobby-pg-'));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(root, 'data');
  await asPostgres(join(binDir, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--lc-ctype=C.UTF-8', '--no-sync']);
  const port = await freePort();
  // Durability off: this cluster lives for one test run.
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await asPostgres(join(binDir, 'pg_ctl'), ['-D', data, '-l', join(root, 'server.log'), '-w', '-t', '60', '-o', serverOptions, 'start']);
  return {
    root,
    port,
    binDir,
    url: (database) => `postgresql://postgres@localhost:${port}/${database}?host=${encodeURIComponent(root)}`,
  };
}

export async function stopPostgresCluster(root: string, binDir: string): Promise<void> {
  await asPostgres(join(binDir, 'pg_ctl'), ['-D', join(root, 'data'), '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  await rm(root, { recursive: true, force: true });
}
