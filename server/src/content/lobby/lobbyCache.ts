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
}

export function createCachedBody(value: unknown, revision: string): CachedBody {
  const json = Buffer.from(JSON.stringify(value));
  const digest = createHash('sha1').update(json).digest('base64url').slice(0, 20);
  const variants = new Map<Encoding, Promise<Buffer>>();
  return {
    // Weak: the same ETag covers the identity and compressed representations.
    etag: `W/"${revision}-${digest}"`,
    json,
    encoded(encoding) {
      if (encoding === 'identity') return Promise.resolve(json);
      let variant = variants.get(encoding);
      if (!variant) {
        variant =
          encoding === 'br'
            ? brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipAsync(json, { level: 6 });
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

interface Entry {
  readonly revision: string;
  readonly expiresAtMs: number;
  readonly body: Promise<CachedBody>;
  bytes: number;
}

export interface ResponseCache {
  /**
   * The cached body for `key` at `revision`, or a new one from `build`. Concurrent misses
   * share one build. Entries of older revisions are dropped: content changed.
   */
  get(
    key: string,
    revision: string,
    nowMs: number,
    build: () => Promise<{ body: CachedBody; expiresAtMs: number }>,
  ): Promise<CachedBody>;
  readonly size: number;
}

/** In-memory LRU of lobby responses, bounded by bytes (a 20,000-game lobby is ~20 MB). */
export function createResponseCache(maxBytes: number): ResponseCache {
  const entries = new Map<string, Entry>();
  let revisionSeen = '';
  const totalBytes = (): number => [...entries.values()].reduce((sum, entry) => sum + entry.bytes, 0);
  const evict = (): void => {
    for (const [key] of entries) {
      if (totalBytes() <= maxBytes || entries.size <= 1) return;
      entries.delete(key);
    }
  };
  return {
    get size() {
      return entries.size;
    },
    async get(key, revision, nowMs, build) {
      if (revision !== revisionSeen) {
        entries.clear();
        revisionSeen = revision;
      }
      const hit = entries.get(key);
      if (hit && hit.revision === revision && hit.expiresAtMs > nowMs) {
        // Re-insert to mark it most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      const built = build();
      const entry: Entry = {
        revision,
        expiresAtMs: Number.POSITIVE_INFINITY,
        body: built.then((result) => result.body),
        bytes: 0,
      };
      entries.set(key, entry);
      try {
        const result = await built;
        entries.set(key, { ...entry, expiresAtMs: result.expiresAtMs, bytes: result.body.json.length });
        evict();
        return result.body;
      } catch (error) {
        entries.delete(key);
        throw error;
      }
    },
  };
}
