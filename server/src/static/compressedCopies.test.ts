import type { Stats } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { createCompressedCopies } from './compressedCopies';

const stat = (size: number, mtimeMs = 1): Stats => ({ size, mtimeMs, ino: 7 }) as Stats;
const text = (length: number) => Buffer.from('const lobby = 1;\n'.repeat(Math.ceil(length / 17)).slice(0, length));

async function settled(ask: () => Buffer | undefined): Promise<Buffer | undefined> {
  for (let tries = 0; tries < 100; tries += 1) {
    const copy = ask();
    if (copy !== undefined) return copy;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

describe('createCompressedCopies', () => {
  test('the first ask starts a copy in the background; later asks get it', async () => {
    const copies = createCompressedCopies();
    const bytes = text(5000);
    expect(copies.brotliOf('/dist/main.js', bytes, stat(bytes.length))).toBeUndefined();
    const copy = await settled(() => copies.brotliOf('/dist/main.js', bytes, stat(bytes.length)));
    expect(copy && brotliDecompressSync(copy).equals(bytes)).toBe(true);
  });

  test.each([
    ['a script', '/dist/1.abc.js', 5000, true],
    ['a stylesheet', '/dist/a.css', 5000, true],
    ['a manifest', '/dist/mf-manifest.json', 5000, true],
    ['an image already compressed', '/images/a.webp', 5000, false],
    ['a script too small to gain', '/dist/2.abc.js', 500, false],
  ])('%s: copied %s', async (_name, file, length, copied) => {
    const copies = createCompressedCopies();
    const bytes = text(length);
    const copy = await settled(() => copies.brotliOf(file, bytes, stat(bytes.length)));
    expect(copy !== undefined).toBe(copied);
  });

  test('a new version of the file (another mtime) is not answered with the old copy', async () => {
    const copies = createCompressedCopies();
    const bytes = text(5000);
    await settled(() => copies.brotliOf('/dist/main.js', bytes, stat(bytes.length, 1)));
    expect(copies.brotliOf('/dist/main.js', bytes, stat(bytes.length, 2))).toBeUndefined();
  });

  test('past its memory budget it keeps what it has and copies nothing more', async () => {
    const copies = createCompressedCopies({ maxCachedBytes: 60 });
    const first = text(5000);
    expect(await settled(() => copies.brotliOf('/dist/a.js', first, stat(first.length)))).toBeDefined();
    const second = Buffer.from(Array.from({ length: 5000 }, (_, at) => (at * 7919) % 251));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(copies.brotliOf('/dist/b.js', second, stat(second.length))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(copies.brotliOf('/dist/b.js', second, stat(second.length))).toBeUndefined();
  });

  test("a host page's copy is kept by its tag; a page too small to gain gets none", async () => {
    const copies = createCompressedCopies();
    const page = '<p>Casino Lobby</p>'.repeat(100);
    expect(copies.brotliOfPage('W/"a"', page)).toBeUndefined();
    const copy = await settled(() => copies.brotliOfPage('W/"a"', page));
    expect(copy && brotliDecompressSync(copy).toString()).toBe(page);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(copies.brotliOfPage('W/"b"', '<p>Lobby</p>')).toBeUndefined();
  });

  test('page copies are started at most one per 2 s: a page asked for meanwhile waits for a later visitor', async () => {
    let clock = 0;
    const copies = createCompressedCopies({ now: () => clock });
    const first = '<p>first</p>'.repeat(200);
    const second = '<p>second</p>'.repeat(200);
    expect(await settled(() => copies.brotliOfPage('W/"1"', first))).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(copies.brotliOfPage('W/"2"', second)).toBeUndefined();
    clock = 1999;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(copies.brotliOfPage('W/"2"', second)).toBeUndefined();
    clock = 2000;
    expect(await settled(() => copies.brotliOfPage('W/"2"', second))).toBeDefined();
  });

  test('past its page count the oldest page copy goes, and the newest stays', async () => {
    let clock = 0;
    const copies = createCompressedCopies({ maxCachedPages: 1, now: () => (clock += 5000) });
    const first = '<p>first</p>'.repeat(200);
    const second = '<p>second</p>'.repeat(200);
    expect(await settled(() => copies.brotliOfPage('W/"1"', first))).toBeDefined();
    expect(await settled(() => copies.brotliOfPage('W/"2"', second))).toBeDefined();
    expect(copies.brotliOfPage('W/"1"', first)).toBeUndefined();
    expect(copies.brotliOfPage('W/"2"', second)).toBeDefined();
  });
});
