import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A serialised response with its ETag and lazily made, memoised compressed forms. */
export interface CachedBody {
  readonly etag: string;
  readonly json: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
  /** Bytes held: the JSON and every compressed form made so far. */
  readonly bytes: number;
}

export function createCachedBody(value: unknown, revision: string): CachedBody {
  return createCachedJson(JSON.stringify(value), revision);
}

/** A body whose JSON text is already made (PostgreSQL built it). */
export function createCachedJson(text: string, revision: string): CachedBody {
  const json = Buffer.from(text);
  const digest = createHash('sha1').update(json).digest('base64url').slice(0, 20);
  const variants = new Map<Encoding, Promise<Buffer>>();
  let variantBytes = 0;
  return {
    // Weak: the same ETag covers the identity and compressed representations.
    etag: `W/"${revision}-${digest}"`,
    json,
    get bytes() {
      return json.length + variantBytes;
    },
    encoded(encoding) {
      if (encoding === 'identity') return Promise.resolve(json);
      let variant = variants.get(encoding);
      if (!variant) {
        variant = (
          encoding === 'br'
            ? brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipAsync(json, { level: 6 })
        ).then((buffer) => {
          variantBytes += buffer.length;
          return buffer;
        });
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

interface Entry {
  readonly expiresAtMs: number;
  readonly body: Promise<CachedBody>;
  /** Set once the build finished; until then the entry only carries the shared promise. */
  readonly built?: CachedBody;
}

export interface ResponseCacheLimits {
  /** Bytes of JSON and compressed forms kept, across all entries. */
  readonly maxBytes: number;
  /** Entries kept, however small. */
  readonly maxEntries: number;
}

export interface ResponseCache {
  /**
   * The cached body for `key` at `revision`, or a new one from `build`. Concurrent misses
   * share one build (single flight). Entries of older revisions are dropped: content changed.
   */
  get(
    key: string,
    revision: string,
    nowMs: number,
    build: () => Promise<{ body: CachedBody; expiresAtMs: number }>,
  ): Promise<CachedBody>;
  readonly size: number;
  readonly bytes: number;
}

/** In-memory LRU of lobby responses, bounded by bytes and by entries (a 20,000-game lobby is ~20 MB). */
export function createResponseCache(limits: ResponseCacheLimits): ResponseCache {
  const entries = new Map<string, Entry>();
  let revisionSeen = '';
  const totalBytes = (): number => [...entries.values()].reduce((sum, entry) => sum + (entry.built?.bytes ?? 0), 0);
  const evict = (keep: string): void => {
    // Map order is least recently used first. The entry just served stays, and so do builds
    // in flight, whose waiters share them.
    for (const [key, entry] of entries) {
      if (entries.size <= limits.maxEntries && totalBytes() <= limits.maxBytes) return;
      if (key !== keep && entry.built) entries.delete(key);
    }
  };
  return {
    get size() {
      return entries.size;
    },
    get bytes() {
      return totalBytes();
    },
    async get(key, revision, nowMs, build) {
      if (revision !== revisionSeen) {
        entries.clear();
        revisionSeen = revision;
      }
      const hit = entries.get(key);
      if (hit && hit.expiresAtMs > nowMs) {
        // Re-insert to mark it most recently used.
        entries.delete(key);
        entries.set(key, hit);
        // Compressed forms made since the last look count against the budget too.
        evict(key);
        return hit.body;
      }
      const built = build();
      const pending: Entry = { expiresAtMs: Number.POSITIVE_INFINITY, body: built.then((result) => result.body) };
      // Waiters that joined this build see its failure; with none, it must not go unhandled.
      pending.body.catch(() => undefined);
      entries.set(key, pending);
      try {
        const result = await built;
        // Only if still ours: a content change may have cleared the cache meanwhile.
        if (entries.get(key) === pending) {
          entries.set(key, { expiresAtMs: result.expiresAtMs, body: pending.body, built: result.body });
          evict(key);
        }
        return result.body;
      } catch (error) {
        if (entries.get(key) === pending) entries.delete(key);
        throw error;
      }
    },
  };
}
