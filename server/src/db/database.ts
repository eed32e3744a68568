/**
 * The one query interface both storage engines implement (PGlite in a data folder, or a
 * PostgreSQL server). Queries use `$1` placeholders, which both understand, so the schema,
 * migrations and queries are written once.
 */
export type SqlParam = string | number | boolean | null | readonly string[] | readonly number[];

export interface QueryResult<Row> {
  readonly rows: Row[];
  /** Rows inserted, updated or deleted by the statement. */
  readonly rowCount: number;
}

export interface Queryable {
  /** One statement with `$n` parameters. `Row` describes the selected columns; it is not checked. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The connection to the database is gone (the PGlite worker died): this instance will not
 * answer again and must be reopened. Its SQLSTATE-style code marks it as an outage (503).
 */
export class DatabaseGoneError extends Error {
  readonly code = '08006';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseGoneError';
  }
}
