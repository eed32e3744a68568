import type { Queryable } from './database';

/**
 * A view of the database for work that can wait (building a lobby): at most `slots` of its
 * queries are at the database at once; everything else goes straight to it. PGlite answers
 * one query at a time in arrival order, so without this a player's query queued behind every
 * query of every lobby build; with one slot it waits for at most one of them.
 */
export function backgroundLane(db: Queryable, slots: number): Queryable {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async (): Promise<void> => {
    if (running < slots) {
      running += 1;
      return;
    }
    // The slot is handed over by release(), so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const inLane = async <T>(work: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };
  return {
    query: (sql, params) => inLane(() => db.query(sql, params)),
    exec: (sql) => inLane(() => db.exec(sql)),
  };
}
