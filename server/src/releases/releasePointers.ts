import { mkdir, readFile, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from '@lobby/domain';
import pg from 'pg';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { isAppId, isReleaseVersion, type AppId } from './releaseStore';

/** Which release of each app is current. */
export type CurrentReleases = Readonly<Partial<Record<AppId, string>>>;

/**
 * The registry's pointers: one current release per app. Deploy and rollback move one; every
 * server reads them at each page, so a move is served by all of them at their next page.
 */
export interface ReleasePointers {
  /** Where they live, for messages ('PostgreSQL', or the file). */
  readonly where: string;
  read(): Promise<CurrentReleases>;
  /** Points `app` at `version`, atomically. */
  move(app: AppId, version: string): Promise<void>;
  close(): Promise<void>;
}

function readPointers(value: unknown): CurrentReleases {
  const current: Partial<Record<AppId, string>> = {};
  if (!isRecord(value)) return current;
  for (const [app, version] of Object.entries(value)) if (isAppId(app) && isReleaseVersion(version)) current[app] = version;
  return current;
}

/** The file the pointers live in without DATABASE_URL, in the data folder (one server per folder). */
export const POINTERS_FILE = 'current-releases.json';

/** How long a deploy waits for another one's move, and when a left-over lock counts as abandoned. */
const LOCK_WAIT_MS = 10_000;
const STALE_LOCK_MS = 30_000;

/**
 * Pointers in a JSON file, replaced by rename (a reader sees the old or the new file, never half
 * of one). Moves are serialised by a lock folder, so two deploys at once both land. Read again
 * only when the file changed.
 */
export function filePointers(file: string): ReleasePointers {
  const dir = path.dirname(file);
  const lock = `${file}.lock`;
  let known: { readonly stamp: string; readonly current: CurrentReleases } | null = null;

  async function read(): Promise<CurrentReleases> {
    const found = await stat(file).catch(() => null);
    if (found === null) return {};
    const stamp = `${found.size}:${found.mtimeMs}:${found.ino}`;
    if (known?.stamp === stamp) return known.current;
    const current = readPointers(await readFile(file, 'utf8').then((text) => JSON.parse(text) as unknown, () => null));
    known = { stamp, current };
    return current;
  }

  async function locked<T>(work: () => Promise<T>): Promise<T> {
    await mkdir(dir, { recursive: true });
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        await mkdir(lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const held = await stat(lock).catch(() => null);
        if (held !== null && Date.now() - held.mtimeMs > STALE_LOCK_MS) {
          await rmdir(lock).catch(() => undefined);
          continue;
        }
        if (Date.now() > deadline) throw new Error(`another deploy holds ${lock}; try again when it is done`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    try {
      return await work();
    } finally {
      await rmdir(lock).catch(() => undefined);
    }
  }

  return {
    where: file,
    read,
    move: (app, version) =>
      locked(async () => {
        known = null;
        const next = { ...(await read()), [app]: version };
        await writeFileAtomically(file, `${JSON.stringify(next, null, 2)}\n`);
        known = null;
      }),
    close: async () => undefined,
  };
}

/** The table the pointers live in with DATABASE_URL (created on first use: nothing else reads it). */
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS release_pointers (
  app text PRIMARY KEY,
  version text NOT NULL,
  moved_at timestamptz NOT NULL DEFAULT now()
)`;

/**
 * Pointers in PostgreSQL, shared by every server on the database: a deploy through any of them
 * is served by all. A small pool of its own, apart from the content service's.
 */
export function postgresPointers(connectionString: string): ReleasePointers {
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on('error', () => undefined);
  let ready: Promise<unknown> | null = null;
  const ensureTable = (): Promise<unknown> => {
    ready ??= pool.query(CREATE_TABLE).catch((error: unknown) => {
      // Two servers creating it at once: one of them loses a race on the catalogue, and the table is there.
      const code = (error as { code?: unknown }).code;
      if (code === '23505' || code === '42P07') return;
      ready = null;
      throw error;
    });
    return ready;
  };
  return {
    where: 'PostgreSQL (DATABASE_URL), table release_pointers',
    async read() {
      await ensureTable();
      const result = await pool.query<{ app: string; version: string }>('SELECT app, version FROM release_pointers');
      return readPointers(Object.fromEntries(result.rows.map((row) => [row.app, row.version])));
    },
    async move(app, version) {
      await ensureTable();
      await pool.query(
        `INSERT INTO release_pointers (app, version) VALUES ($1, $2)
         ON CONFLICT (app) DO UPDATE SET version = EXCLUDED.version, moved_at = now()`,
        [app, version],
      );
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL with DATABASE_URL, else the file in the data folder. */
export function openReleasePointers(options: { readonly dataDir: string; readonly databaseUrl?: string | undefined }): ReleasePointers {
  return options.databaseUrl ? postgresPointers(options.databaseUrl) : filePointers(path.join(options.dataDir, POINTERS_FILE));
}
