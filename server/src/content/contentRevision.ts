import type { Queryable } from '../db/database';

/** The content revision every content change bumps (migration 3); caches key on it. */
export async function contentRevision(db: Queryable): Promise<string> {
  const result = await db.query<{ revision: string }>('SELECT revision::text AS revision FROM content_revision WHERE id = 1');
  return result.rows[0]?.revision ?? '0';
}

/** A value read from content, kept until the content revision changes; concurrent reads share one load. */
export interface RevisionMemo<T> {
  get(revision: string): Promise<T>;
}

export function memoByRevision<T>(load: () => Promise<T>): RevisionMemo<T> {
  let current: { revision: string; value: Promise<T> } | undefined;
  return {
    get(revision) {
      if (current?.revision !== revision) {
        const value = load();
        const entry = { revision, value };
        current = entry;
        // A failed load is not kept: the next request tries again.
        value.catch(() => {
          if (current === entry) current = undefined;
        });
      }
      return current.value;
    },
  };
}
