import { HttpError, isStorageUnavailable } from '../http/httpErrors';
import { DatabaseGoneError, type Database, type DatabaseKind, type Queryable } from './database';

export type DatabaseStatus =
  | { readonly state: 'starting' }
  | { readonly state: 'ready' }
  | { readonly state: 'unavailable'; readonly cause: unknown; readonly retryInMs: number };

export interface ResilientDatabaseOptions {
  readonly kind: DatabaseKind;
  /** Opens and prepares (migrates, seeds) a database; called again after a failure. */
  readonly open: () => Promise<Database>;
  /** Whether close() closes what open() returned (not when the caller owns it). */
  readonly closeOpened: boolean;
  /** First wait before reopening; it doubles up to maxRetryDelayMs. */
  readonly retryDelayMs: number;
  readonly maxRetryDelayMs: number;
  readonly onStatus: (status: DatabaseStatus) => void;
}

export interface ResilientDatabase extends Database {
  /** Settles with the first attempt to open: resolves when it worked, rejects with its failure. */
  readonly firstAttempt: Promise<void>;
}

const unavailable = (): HttpError => new HttpError(503, 'The content database is unavailable');

/**
 * A Database that survives its storage failing. Calls made while it opens wait for it (a
 * first PGlite start with its seed takes seconds). When opening fails for a reason that can
 * pass (a full disk, a PostgreSQL server that is down), calls answer 503 at once and it tries
 * again with back-off, so the service recovers by itself once the cause is gone, without a
 * restart. A database that dies while serving (the PGlite worker exits) is reopened the same
 * way. A failure that cannot pass (a wrong password) is kept, and reported by firstAttempt.
 */
export function resilientDatabase(options: ResilientDatabaseOptions): ResilientDatabase {
  let current: Promise<Database> | null = null;
  let opened: Database | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = options.retryDelayMs;
  let closed = false;

  const attempt = (): Promise<Database> => {
    options.onStatus({ state: 'starting' });
    const opening = options.open();
    current = opening;
    opening.then(
      (db) => {
        if (current !== opening) return;
        opened = db;
        delayMs = options.retryDelayMs;
        options.onStatus({ state: 'ready' });
      },
      (cause: unknown) => {
        if (current !== opening || closed) return;
        if (!isStorageUnavailable(cause)) return;
        options.onStatus({ state: 'unavailable', cause, retryInMs: delayMs });
        retryTimer = setTimeout(() => {
          if (!closed) attempt();
        }, delayMs);
        // The process may exit while it waits (tests, a shutdown).
        retryTimer.unref();
        delayMs = Math.min(delayMs * 2, options.maxRetryDelayMs);
      },
    );
    return opening;
  };

  const first = attempt();
  const firstAttempt = first.then(() => undefined);
  firstAttempt.catch(() => undefined);

  const database = async (): Promise<Database> => {
    const pending = current;
    if (!pending || closed) throw unavailable();
    try {
      return await pending;
    } catch (cause) {
      if (isStorageUnavailable(cause)) throw unavailable();
      throw cause;
    }
  };

  /** The database died under us: drop it and reopen, unless that is already under way. */
  const lost = (db: Database, error: unknown): void => {
    if (!(error instanceof DatabaseGoneError) || opened !== db || closed) return;
    opened = null;
    if (options.closeOpened) void db.close().catch(() => undefined);
    options.onStatus({ state: 'unavailable', cause: error, retryInMs: 0 });
    attempt();
  };

  const call = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const db = await database();
    try {
      return await work(db);
    } catch (error) {
      lost(db, error);
      throw error;
    }
  };

  const queryable: Queryable = {
    query: (sql, params) => call((db) => db.query(sql, params)),
    exec: (sql) => call((db) => db.exec(sql)),
  };
  return {
    kind: options.kind,
    firstAttempt,
    ...queryable,
    transaction: (work) => call((db) => db.transaction(work)),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const last = current;
      current = null;
      const db = await last?.catch(() => null);
      if (db && options.closeOpened) await db.close();
    },
  };
}
