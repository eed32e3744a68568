import type { Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** A file of a dist folder that may be served, read once. */
export interface DeployedFile {
  /** Relative to the dist folder, `/`-separated: the key of the integrity manifest. */
  readonly relative: string;
  readonly bytes: Buffer;
  readonly stat: Stats;
}

/**
 * The segments of a request path below a dist folder, or null when any segment could leave
 * the folder or name something never served: empty, `.`/`..`, dotfiles (build stamps, the
 * integrity manifest), back-slashes or NUL.
 */
export function safeSegments(relativePath: string): string[] | null {
  const segments = relativePath.split('/');
  const safe = segments.every((segment) => segment.length > 0 && !segment.startsWith('.') && !/[\\\0]/.test(segment));
  return safe ? segments : null;
}

/**
 * Reads `relativePath` (already URL-decoded) from `distDir`, or returns null. Symbolic links
 * are never followed: the file's real path must be exactly the folder's real path plus the
 * requested segments, so a link inside a build (to /etc/passwd, or anywhere else) is a 404.
 * The dist folder itself may be reached through links (a deployment's `current` link).
 */
export async function readDeployedFile(distDir: string, relativePath: string): Promise<DeployedFile | null> {
  const segments = safeSegments(relativePath);
  if (!segments) return null;
  try {
    const root = await realpath(distDir);
    const expected = path.join(root, ...segments);
    if ((await realpath(expected)) !== expected) return null;
    const found = await stat(expected);
    if (!found.isFile()) return null;
    return { relative: segments.join('/'), bytes: await readFile(expected), stat: found };
  } catch {
    return null;
  }
}
