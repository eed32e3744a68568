import type { Database } from '../db/database';
import { insertRows } from '../db/insertRows';
import { generateSeed, type SeedOptions } from './generateSeed';

/** Distinct from the migration lock: seeding waits for migrations, not the other way round. */
const SEED_LOCK_KEY = 7_203_312;

export interface SeedReport {
  readonly seeded: boolean;
  readonly games: number;
}

/**
 * Seeds an empty database in one transaction, so a crash never leaves half a catalogue, and
 * under an advisory lock, so two processes starting together seed once. A database that has
 * any game is left alone: content edits survive restarts.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const existing = await tx.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM games) AS seeded');
    if (existing.rows[0]?.seeded) return { seeded: false, games: 0 };
    for (const { table, rows } of generateSeed(options)) {
      const first = rows[0];
      if (!first) continue;
      const columns = Object.keys(first);
      await insertRows(tx, table, columns, rows.map((row) => columns.map((column) => row[column] ?? null)));
    }
    return { seeded: true, games: options.games };
  });
}
