import type { Queryable } from '../db/database';

/** The content revision every content change bumps (migration 3); caches key on it. */
export async function contentRevision(db: Queryable): Promise<string> {
  const result = await db.query<{ revision: string }>('SELECT revision::text AS revision FROM content_revision WHERE id = 1');
  return result.rows[0]?.revision ?? '0';
}
