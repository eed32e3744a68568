import { HttpError } from '../http/httpErrors';
import { DatabaseGoneError, type Database } from './database';
import { resilientDatabase, type DatabaseStatus } from './resilientDatabase';

/** A database that answers `SELECT 1` and can be made to die. */
type FakeDatabase = Database & { alive: boolean; closed: boolean };

function fakeDatabase(): FakeDatabase {
  const db: FakeDatabase = {
    kind: 'pglite' as const,
    alive: true,
    closed: false,
    async query<Row extends object>() {
      if (!db.alive) throw new DatabaseGoneError('the PGlite worker exited (code 1)');
      return { rows: [{ ok: 1 }] as unknown as Row[], rowCount: 1 };
    },
    async exec() {},
    async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return work(db);
    },
    async close() {
      db.closed = true;
    },
  };
  return db;
}

const diskFull = Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });

const until = async (condition: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error('condition never became true');
};

describe('resilientDatabase', () => {
  it('answers 503 while storage is unavailable and recovers by itself once it is back', async () => {
    const statuses: DatabaseStatus['state'][] = [];
    let failuresLeft = 2;
    const healthy = fakeDatabase();
    const db = resilientDatabase({
      kind: 'pglite',
      closeOpened: true,
      retryDelayMs: 10,
      maxRetryDelayMs: 20,
      onStatus: (status) => statuses.push(status.state),
      open: async () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw diskFull;
        }
        return healthy;
      },
    });
    await expect(db.firstAttempt).rejects.toBe(diskFull);
    await expect(db.query('SELECT 1')).rejects.toEqual(expect.objectContaining({ statusCode: 503 }));
    await until(() => statuses.includes('ready'));
    expect((await db.query('SELECT 1')).rows).toEqual([{ ok: 1 }]);
    expect(statuses).toEqual(['starting', 'unavailable', 'starting', 'unavailable', 'starting', 'ready']);
    await db.close();
    expect(healthy.closed).toBe(true);
  });

  it('reopens a database that died while serving', async () => {
    const opened: FakeDatabase[] = [];
    const db = resilientDatabase({
      kind: 'pglite',
      closeOpened: true,
      retryDelayMs: 10,
      maxRetryDelayMs: 20,
      onStatus: () => undefined,
      open: async () => {
        const next = fakeDatabase();
        opened.push(next);
        return next;
      },
    });
    await db.firstAttempt;
    const first = opened[0];
    if (first) first.alive = false;
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseGoneError);
    expect((await db.query('SELECT 1')).rowCount).toBe(1);
    expect(opened).toHaveLength(2);
    expect(first?.closed).toBe(true);
    await db.close();
  });

  it('keeps a failure that cannot pass by itself and reports it', async () => {
    const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    let attempts = 0;
    const db = resilientDatabase({
      kind: 'postgres',
      closeOpened: true,
      retryDelayMs: 10,
      maxRetryDelayMs: 20,
      onStatus: () => undefined,
      open: async () => {
        attempts += 1;
        throw wrongPassword;
      },
    });
    await expect(db.firstAttempt).rejects.toBe(wrongPassword);
    await expect(db.query('SELECT 1')).rejects.toBe(wrongPassword);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(1);
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(HttpError);
  });
});
