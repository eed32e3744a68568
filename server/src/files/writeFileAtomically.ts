import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes `file` aside and renames it into place, so a reader (or another process) sees the old
 * file or the new one, never half of one. A write that fails leaves no partial file behind.
 */
export async function writeFileAtomically(file: string, data: string | Buffer): Promise<void> {
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await writeFile(partial, data);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
