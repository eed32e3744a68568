import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseGoneError, type Database, type Queryable, type QueryResult, type SqlParam } from './database';
import { LOCK_FILE } from './dataDirLock';
import { PGLITE_WORKER_SOURCE } from './pgliteWorkerSource';

type Operation = 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close';

interface WorkerReply {
  readonly id: number;
  readonly ok: boolean;
  readonly rows?: object[];
  readonly rowCount?: number;
  readonly tx?: number;
  readonly error?: { readonly message: string; readonly code?: string };
}

interface Pending {
  resolve(reply: WorkerReply): void;
  reject(error: Error): void;
}

class PgliteError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'PgliteError';
  }
}

/**
 * A first creation that failed (a full disk) leaves part of a cluster behind, which the
 * next attempt would take for a broken database: remove it, keeping the folder's lock.
 */
async function removeHalfCreatedCluster(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  await Promise.all(
    entries.filter((entry) => entry !== LOCK_FILE).map((entry) => rm(join(dataDir, entry), { recursive: true, force: true })),
  );
}

/** tsx's scoped require adds a ?namespace= query to resolved paths; the worker needs a file path. */
const filePath = (resolved: string): string => resolved.replace(/\?.*$/, '');

/**
 * Embedded PostgreSQL in `dataDir` (created on first use, ~6 s; reopening takes ~0.3 s), run
 * in a worker thread. Two reasons: WASM query work (a 20,000-game lobby takes seconds) stays
 * off the request event loop, and PGlite's dynamic `import()` of Node built-ins works there
 * even when the caller runs in a vm without ESM support (Jest). PGlite is one connection: its
 * queue serialises queries, and a transaction holds it until commit.
 */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  // PGlite creates the data folder itself but not its parents.
  await mkdir(dirname(resolve(dataDir)), { recursive: true });
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const worker = new Worker(PGLITE_WORKER_SOURCE, {
    eval: true,
    workerData: {
      dataDir,
      pglitePath: filePath(require.resolve('@electric-sql/pglite')),
      // The contrib extensions the schema uses (migration 8: search), loaded into every PGlite.
      extensionPaths: {
        pg_trgm: filePath(require.resolve('@electric-sql/pglite/contrib/pg_trgm')),
        unaccent: filePath(require.resolve('@electric-sql/pglite/contrib/unaccent')),
      },
    },
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;

  const settle = (reply: WorkerReply): void => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply);
    else waiter.reject(new PgliteError(reply.error?.message ?? 'PGlite failed', reply.error?.code));
  };
  const abortAll = (error: Error): void => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('message', settle);
  worker.on('error', (error) => abortAll(new DatabaseGoneError(`the PGlite worker failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => abortAll(new DatabaseGoneError(`the PGlite worker exited (code ${code})`)));

  const ready = new Promise<WorkerReply>((resolve, reject) => pending.set(0, { resolve, reject }));
  await ready.catch(async (error: unknown) => {
    await worker.terminate();
    if (fresh) await removeHalfCreatedCluster(dataDir);
    throw error;
  });

  const call = (op: Operation, message: { sql?: string; params?: readonly SqlParam[]; tx?: number } = {}) =>
    new Promise<WorkerReply>((resolve, reject) => {
      if (failure) {
        reject(failure);
        return;
      }
      const id = nextId;
      nextId += 1;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, ...message });
    });

  const queryable = (tx?: number): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<Row>> {
      const reply = await call('query', { sql, params: [...params], tx });
      // Rows cross the thread boundary untyped; the caller's Row type is the contract.
      return { rows: (reply.rows ?? []) as Row[], rowCount: reply.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await call('exec', { sql, tx });
    },
  });
  const root = queryable();

  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const { tx } = await call('begin');
      let result: T;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await call('rollback', { tx }).catch(() => undefined);
        throw error;
      }
      await call('commit', { tx });
      return result;
    },
    async close(): Promise<void> {
      if (failure) return;
      worker.removeAllListeners('exit');
      worker.on('exit', () => undefined);
      await call('close').catch(() => undefined);
      await worker.terminate();
    },
  };
}
