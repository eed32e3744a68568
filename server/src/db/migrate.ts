import type { Database } from './database';
import type { Migration } from './migrations/migration';

/** Arbitrary constant shared by every process that migrates this schema. */
const MIGRATION_LOCK_KEY = 7_203_311;

export interface MigrationReport {
  readonly applied: readonly number[];
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction.
 * An advisory lock makes concurrent starts of several processes on one PostgreSQL safe: the
 * second waits, then finds everything applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<MigrationReport> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version int PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied: number[] = [];
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  for (const migration of ordered) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return { applied };
}
