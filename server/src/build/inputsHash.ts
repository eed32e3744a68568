import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Outputs and caches, never inputs. Tools write caches while they build (swc's plugin cache
 * in `.swc` is 19 MB per app): hashing them cost seconds per start, and a cache written by a
 * build changed the hash, so the next start rebuilt everything. Every dot-folder is a cache
 * or tool state.
 */
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage']);
// `dist-*` holds other builds of the same sources (host/dist-monolith): outputs too.
const isSkipped = (name: string): boolean => SKIP_DIRS.has(name) || name.startsWith('.') || name.startsWith('dist-');
const TEST_FILE = /\.test\.tsx?$/;

async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return isSkipped(entry.name) ? [] : listFiles(full);
      return entry.isFile() && !TEST_FILE.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/**
 * A digest of everything a front-end build reads: its own folder, the other `sources` folders
 * it builds from, the shared packages and contracts, the webpack factory and the lock file.
 * Tests are left out: changing a test must not rebuild the lobby.
 */
export async function inputsHash(rootDir: string, appDir: string, sources: readonly string[] = []): Promise<string> {
  const roots = [appDir, ...sources, path.join(rootDir, 'packages'), path.join(rootDir, 'shared', 'src')];
  const singles = ['webpack.config.base.js', 'package-lock.json', 'package.json'].map((file) =>
    path.join(rootDir, file),
  );
  const files = [...new Set([...(await Promise.all(roots.map(listFiles))).flat(), ...singles])].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(rootDir, file));
    hash.update('\0');
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
