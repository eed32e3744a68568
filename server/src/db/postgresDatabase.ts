import pg from 'pg';
import type { Database, Queryable, QueryResult, SqlParam } from './database';

interface PgClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

function wrap(client: PgClientLike): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, [...params]);
      // pg returns rows as `any`; the caller's Row type is the contract, as with PGlite.
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  readonly connectionString: string;
  /** Pool size; each request holds a connection only for its queries. */
  readonly maxConnections?: number;
}

/** A PostgreSQL server through a pg connection pool. */
export async function createPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 10 });
  // An idle connection that the server drops (restart, failover, DROP DATABASE … FORCE) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool already discards
  // the broken client and the next query opens a new one.
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
