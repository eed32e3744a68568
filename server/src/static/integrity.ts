import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Written into each dist folder when it is built (deployed): the SHA-256 of every file.
 * A dotfile, so it is never served.
 */
export const INTEGRITY_MANIFEST = '.integrity.json';

interface IntegrityManifest {
  readonly algorithm: 'sha256';
  /** Path relative to the dist folder, with `/` separators → base64 digest. */
  readonly files: Readonly<Record<string, string>>;
}

export type IntegrityVerdict = 'verified' | 'unlisted' | 'mismatch';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('base64');

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => {
        const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), relative);
        return entry.isFile() ? [relative] : [];
      }),
  );
  return nested.flat();
}

/** Hashes every file of a freshly built dist folder into its manifest. */
export async function writeIntegrityManifest(distDir: string): Promise<void> {
  const files: Record<string, string> = {};
  for (const file of (await listFiles(distDir)).sort()) {
    files[file] = sha256(await readFile(path.join(distDir, ...file.split('/'))));
  }
  const manifest: IntegrityManifest = { algorithm: 'sha256', files };
  await writeFile(path.join(distDir, INTEGRITY_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
}

/** The manifest's files (relative path → digest), or null when the folder has none that reads. */
export async function readIntegrityManifest(distDir: string): Promise<ReadonlyMap<string, string> | null> {
  try {
    const parsed = JSON.parse(await readFile(path.join(distDir, INTEGRITY_MANIFEST), 'utf8')) as Partial<IntegrityManifest>;
    return typeof parsed.files === 'object' && parsed.files !== null ? new Map(Object.entries(parsed.files)) : null;
  } catch {
    return null;
  }
}

/**
 * The files of `distDir` that are not exactly what its manifest lists: changed, missing, or
 * there but unlisted. Empty when the folder is as built.
 */
export async function integrityProblems(distDir: string): Promise<string[]> {
  const manifest = await readIntegrityManifest(distDir);
  if (manifest === null) return [`${INTEGRITY_MANIFEST} is missing or unreadable`];
  const present = new Set(await listFiles(distDir));
  const problems: string[] = [];
  for (const [file, digest] of manifest) {
    if (!present.has(file)) problems.push(`${file} is missing`);
    else if (sha256(await readFile(path.join(distDir, ...file.split('/')))) !== digest) problems.push(`${file} differs`);
  }
  for (const file of present) if (!manifest.has(file)) problems.push(`${file} is not in ${INTEGRITY_MANIFEST}`);
  return problems;
}

export async function hasIntegrityManifest(distDir: string): Promise<boolean> {
  return stat(path.join(distDir, INTEGRITY_MANIFEST)).then(
    (found) => found.isFile(),
    () => false,
  );
}

export interface IntegrityChecker {
  /**
   * Whether `bytes` (read from `relative` in `distDir`) are what was deployed. A file the
   * manifest does not list, or a folder without a manifest, is 'unlisted'.
   */
  verify(distDir: string, relative: string, bytes: Buffer, fileStat: Stats): Promise<IntegrityVerdict>;
}

/**
 * Checks served files against their folder's manifest. A verdict is kept until the file or
 * the manifest changes (size, mtime or inode), so each deployed file is hashed once.
 */
export function createIntegrityChecker(): IntegrityChecker {
  const manifests = new Map<string, { readonly version: string; readonly files: ReadonlyMap<string, string> | null }>();
  const verdicts = new Map<string, { readonly version: string; readonly verdict: IntegrityVerdict }>();
  const versionOf = (found: Stats): string => `${found.size}:${found.mtimeMs}:${found.ino}`;

  async function manifestOf(distDir: string): Promise<{ version: string; files: ReadonlyMap<string, string> | null }> {
    const file = path.join(distDir, INTEGRITY_MANIFEST);
    const found = await stat(file).catch(() => null);
    const version = found ? versionOf(found) : 'none';
    const known = manifests.get(distDir);
    if (known?.version === version) return known;
    let files: ReadonlyMap<string, string> | null = null;
    if (found) {
      try {
        const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<IntegrityManifest>;
        files = new Map(Object.entries(parsed.files ?? {}));
      } catch {
        // An unreadable manifest vouches for nothing: every file is then 'unlisted'.
        files = null;
      }
    }
    const entry = { version, files };
    manifests.set(distDir, entry);
    return entry;
  }

  return {
    async verify(distDir, relative, bytes, fileStat) {
      const manifest = await manifestOf(distDir);
      const expected = manifest.files?.get(relative);
      if (expected === undefined) return 'unlisted';
      const key = path.join(distDir, relative);
      const version = `${manifest.version}|${versionOf(fileStat)}`;
      const known = verdicts.get(key);
      if (known?.version === version) return known.verdict;
      const verdict: IntegrityVerdict = sha256(bytes) === expected ? 'verified' : 'mismatch';
      verdicts.set(key, { version, verdict });
      return verdict;
    },
  };
}
