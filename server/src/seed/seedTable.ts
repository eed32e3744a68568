import type { SqlParam } from '../db/database';

/** Rows for one table, keyed by column name; the writer inserts tables in list order. */
export interface SeedTable {
  readonly table: string;
  readonly rows: readonly Readonly<Record<string, SqlParam>>[];
}

export function seedTable(table: string, rows: readonly Readonly<Record<string, SqlParam>>[]): SeedTable {
  return { table, rows };
}
