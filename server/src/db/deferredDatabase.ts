import type { Database, DatabaseKind, Queryable } from './database';

/**
 * A Database usable before the real one is ready: every call waits for `ready`. It lets the
 * content service register its routes at once while PGlite's first start (initdb ~6–9 s plus
 * the seed) finishes in the background, instead of overrunning Fastify's plugin timeout.
 * When preparation fails, every call fails with `unavailable(error)`.
 */
export function deferredDatabase(
  kind: DatabaseKind,
  ready: Promise<Database>,
  unavailable: (cause: unknown) => Error,
): Database {
  const database = (): Promise<Database> =>
    ready.catch((cause: unknown) => {
      throw unavailable(cause);
    });
  const delegate = (get: () => Promise<Queryable>): Queryable => ({
    query: async (sql, params) => (await get()).query(sql, params),
    exec: async (sql) => (await get()).exec(sql),
  });
  const root = delegate(database);
  return {
    kind,
    query: root.query,
    exec: root.exec,
    transaction: async (work) => (await database()).transaction(work),
    close: async () => {
      const settled = await ready.catch(() => undefined);
      await settled?.close();
    },
  };
}
