import type { Stats } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { rememberAtMost } from '@lobby/domain';

const brotli = promisify(brotliCompress);

/** Text files worth brotli's best quality: the browser fetches them on every cold start. */
const COMPRESSIBLE = /\.(?:m?js|css|json|svg)$/i;
/** Smaller than this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/** Memory the copies may take (every build of the lobby's JavaScript is about 1 MB compressed). */
const DEFAULT_MAX_CACHED_BYTES = 64 * 1024 * 1024;
/**
 * Host pages kept (each about 15 KB compressed): a page is the same text for every visitor of
 * one route, locale and lobby revision, so a few hundred cover the pages in use; the oldest
 * goes when a new one comes.
 */
const DEFAULT_MAX_CACHED_PAGES = 256;
/**
 * A page's best copy takes about 0.25 s of one core (the home page, 165 KB): at most one is
 * started in this time, so a client asking for page after new page cannot keep the server
 * compressing. A page asked for meanwhile is copied when a later visitor asks.
 */
const PAGE_COPY_SPACING_MS = 2000;

export interface CompressedCopies {
  /**
   * The best brotli copy of a deployed file (`bytes`, verified against its build), or
   * undefined while there is none yet: the first ask makes one in the background, one file at
   * a time, off the event loop, so no request waits for it.
   */
  brotliOf(path: string, bytes: Buffer, fileStat: Stats): Buffer | undefined;
  /**
   * The best brotli copy of a host page `body` whose strong hash is `tag` (its ETag), made and
   * kept as brotliOf's are: the first visitor of a page gets it compressed on the fly.
   */
  brotliOfPage(tag: string, body: string): Buffer | undefined;
}

export interface CompressedCopiesOptions {
  readonly maxCachedBytes?: number;
  readonly maxCachedPages?: number;
  /** The clock that spaces page copies (tests set it). */
  readonly now?: () => number;
  /** Told of a file that could not be compressed (it is then served as before). */
  readonly onError?: (path: string, error: unknown) => void;
}

interface CopyJob {
  readonly key: string;
  /** What onError names: the file, or the host page. */
  readonly path: string;
  readonly bytes: Buffer;
  /** A host page's copy (kept among the pages used last) rather than a deployed file's. */
  readonly page: boolean;
}

/**
 * Best-quality brotli copies of the deployed front end (issue #12). Compressing on the fly
 * uses quality 4, to answer at once; quality 11 makes the same scripts about 15% smaller,
 * which on a phone's slow link is the start-up's largest cost, but takes too long to do per
 * request. A copy belongs to one version of its file (size, mtime, inode), like the
 * integrity verdict it follows.
 */
export function createCompressedCopies(options: CompressedCopiesOptions = {}): CompressedCopies {
  const maxCachedBytes = options.maxCachedBytes ?? DEFAULT_MAX_CACHED_BYTES;
  const maxCachedPages = options.maxCachedPages ?? DEFAULT_MAX_CACHED_PAGES;
  const now = options.now ?? Date.now;
  let nextPageCopyAt = -Infinity;
  const copies = new Map<string, Buffer>();
  const pages = new Map<string, Buffer>();
  const queue: CopyJob[] = [];
  const queued = new Set<string>();
  let cachedBytes = 0;
  let full = false;
  let working = false;

  async function drain(): Promise<void> {
    if (working) return;
    working = true;
    for (let job = queue.shift(); job !== undefined; job = queue.shift()) {
      try {
        const copy = await brotli(job.bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: job.bytes.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        });
        if (job.page) {
          rememberAtMost(pages, job.key, copy, maxCachedPages);
        } else if (cachedBytes + copy.length <= maxCachedBytes) {
          copies.set(job.key, copy);
          cachedBytes += copy.length;
        } else {
          // Full: no more copies (nor the work of making them) until the server restarts.
          full = true;
        }
      } catch (error) {
        options.onError?.(job.path, error);
      } finally {
        queued.delete(job.key);
      }
    }
    working = false;
  }

  return {
    brotliOf(path, bytes, fileStat) {
      if (!COMPRESSIBLE.test(path) || bytes.length < MIN_BYTES) return undefined;
      const key = `${path}@${fileStat.size}:${fileStat.mtimeMs}:${fileStat.ino}`;
      const copy = copies.get(key);
      if (copy !== undefined || queued.has(key) || full) return copy;
      queued.add(key);
      queue.push({ key, path, bytes, page: false });
      void drain();
      return undefined;
    },
    brotliOfPage(tag, body) {
      const key = `page ${tag}`;
      const copy = pages.get(key);
      if (copy !== undefined || queued.has(key) || body.length < MIN_BYTES) return copy;
      const at = now();
      if (at < nextPageCopyAt) return undefined;
      nextPageCopyAt = at + PAGE_COPY_SPACING_MS;
      queued.add(key);
      queue.push({ key, path: 'host page', bytes: Buffer.from(body), page: true });
      void drain();
      return undefined;
    },
  };
}
