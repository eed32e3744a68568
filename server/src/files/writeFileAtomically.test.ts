import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomically } from './writeFileAtomically';

describe('writeFileAtomically', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lobby-atomic-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('replaces the file whole and leaves nothing aside', async () => {
    const file = path.join(dir, 'pointers.json');
    await writeFileAtomically(file, 'one');
    await Promise.all([writeFileAtomically(file, 'two'), writeFileAtomically(file, 'three')]);
    expect(['two', 'three']).toContain(await readFile(file, 'utf8'));
    expect(await readdir(dir)).toEqual(['pointers.json']);
  });

  test('a write that fails leaves no partial file', async () => {
    await expect(writeFileAtomically(path.join(dir, 'missing-folder', 'x.json'), 'x')).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
