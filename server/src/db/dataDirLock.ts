import { mkdirSync, readlinkSync, symlinkSync, unlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Inside the data folder, so the lock travels with the folder it guards. */
export const LOCK_FILE = 'lobby.lock';

/** Another live server holds the folder: starting a second one on it would lose writes. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly host: string,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server (pid ${pid}${host === hostname() ? '' : ` on ${host}`}). ` +
        'Stop that server, or give this one another DATA_DIR. ' +
        `If no server is using it, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

interface Holder {
  readonly pid: number;
  readonly host: string;
}

function readHolder(file: string): Holder | null {
  let target: string;
  try {
    target = readlinkSync(file);
  } catch {
    return null;
  }
  const match = /^(\d+)@(.*)$/.exec(target);
  return match ? { pid: Number(match[1]), host: match[2] ?? '' } : { pid: 0, host: '' };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function stillHeld(dataDir: string, holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(dataDir);
  return holder.pid > 0 && isAlive(holder.pid);
}

/**
 * Takes the data folder for this process, or throws DataDirInUseError naming the pid that
 * holds it. The lock is a symbolic link whose target is `<pid>@<host>`: creating one is
 * atomic, and it needs no data block, so it still works on a full disk. A lock left by a
 * process that died (kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      symlinkSync(mine, file);
      heldHere.add(dir);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(dir);
          try {
            if (readlinkSync(file) === mine) unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && stillHeld(dir, holder)) throw new DataDirInUseError(dir, holder.pid, holder.host);
    try {
      unlinkSync(file);
    } catch {
      // Another starter removed the stale lock first; the next attempt decides.
    }
  }
  const holder = readHolder(file);
  throw new DataDirInUseError(dir, holder?.pid ?? 0, holder?.host ?? hostname());
}
