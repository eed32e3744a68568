import type { Queryable, SqlParam } from './database';

/** PostgreSQL allows 65,535 bind parameters per statement; stay well below it. */
const MAX_PARAMS_PER_STATEMENT = 30_000;

/**
 * Inserts rows with multi-row `INSERT … VALUES (…), (…)` statements, as many rows per
 * statement as the parameter budget allows: one round trip per batch instead of per row,
 * which keeps a 20,000-game seed fast on PGlite.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlParam[])[],
): Promise<void> {
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columns.length));
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const batch = rows.slice(start, start + rowsPerStatement);
    const params: SqlParam[] = [];
    const tuples = batch.map((row) => {
      if (row.length !== columns.length) {
        throw new Error(`insertRows(${table}): a row has ${row.length} values for ${columns.length} columns`);
      }
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
