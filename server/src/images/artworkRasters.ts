import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createBuildQueue } from '../content/lobby/buildQueue';
import { writeFileAtomically } from '../files/writeFileAtomically';

export interface RasterArtwork {
  readonly body: Buffer;
  readonly etag: string;
}

/** Turns one SVG into a WebP `width` pixels wide. */
export type EncodeRaster = (svg: string, width: number) => Promise<Buffer>;

export interface ArtworkRasters {
  /** The strong ETag of the raster of `svg` at `width`, known without encoding it. */
  etagOf(svg: string, width: number): string;
  /**
   * The raster from memory, from disk, or encoded now. Undefined when the encoding lane is
   * full: the caller answers with the SVG instead of making the client wait behind others.
   */
  get(svg: string, width: number): Promise<RasterArtwork | undefined>;
  /** Encodings running or waiting now. */
  readonly pending: number;
  /**
   * Waits for running encodings and their files, and writes no more files: the data folder
   * can be removed once the server has closed.
   */
  close(): Promise<void>;
}

export interface ArtworkRastersOptions {
  /** Where rasters outlive the process; none keeps them in memory only. */
  readonly dir?: string | undefined;
  /** Bytes of rasters kept in memory (default 32 MB: ~8,000 tile rasters). */
  readonly maxBytes?: number;
  /** Encodings allowed to wait for the lane; more are refused rather than queued. */
  readonly maxWaiting?: number;
  readonly encode?: EncodeRaster;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const DEFAULT_MAX_WAITING = 64;
/**
 * Flat colours and soft gradients: a phone tile at 82 costs a third more bytes than at 70
 * for no visible gain.
 */
const WEBP_QUALITY = 70;

/**
 * WebP from the SVG, rasterised at the target width (not drawn at its own size and scaled
 * up), one libvips thread: the lane, not libvips, decides how much CPU images get.
 */
export const encodeWebp: EncodeRaster = async (svg, width) => {
  const natural = Number(/width="(\d+)"/.exec(svg)?.[1] ?? width);
  return sharp(Buffer.from(svg), { density: (72 * width) / natural })
    .resize({ width })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
};

/**
 * Raster artwork, made on one lane. Encoding a tile costs 20–80 ms of CPU, so one client
 * asking for thousands must not take the machine from everyone else: one encoding runs at
 * a time (libvips works outside the event loop, so API requests go on meanwhile), a bounded
 * number wait, and the rest get the SVG. The artwork is a pure function of its SVG, so the
 * SVG's digest names the raster: a changed drawing never meets a stale cached file.
 */
export function createArtworkRasters(options: ArtworkRastersOptions = {}): ArtworkRasters {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
  const encode = options.encode ?? encodeWebp;
  const lane = createBuildQueue({ concurrency: 1, maxWaiting });
  const memory = new Map<string, RasterArtwork>();
  const inFlight = new Map<string, Promise<RasterArtwork | undefined>>();
  const writes = new Set<Promise<void>>();
  let closed = false;
  let memoryBytes = 0;
  if (!options.encode) {
    sharp.concurrency(1);
    // Every raster is made once and then cached here; libvips' own operation cache would
    // only hold a second copy.
    sharp.cache(false);
  }

  // The encoder's settings are part of the name: files made with others are never served.
  const keyOf = (svg: string, width: number): string =>
    `${createHash('sha1').update(`webp q${WEBP_QUALITY}\n${svg}`).digest('base64url').slice(0, 22)}-${width}`;

  const remember = (key: string, raster: RasterArtwork): void => {
    memory.set(key, raster);
    memoryBytes += raster.body.length;
    // Map order is least recently used first.
    for (const [oldKey, old] of memory) {
      if (memoryBytes <= maxBytes || oldKey === key) break;
      memory.delete(oldKey);
      memoryBytes -= old.body.length;
    }
  };

  const fileOf = (key: string): string | undefined => (options.dir ? path.join(options.dir, `${key}.webp`) : undefined);

  const fromDisk = async (key: string): Promise<Buffer | undefined> => {
    const file = fileOf(key);
    return file ? readFile(file).catch(() => undefined) : undefined;
  };

  const toDisk = async (key: string, body: Buffer): Promise<void> => {
    const file = fileOf(key);
    if (!file || !options.dir || closed) return;
    await mkdir(options.dir, { recursive: true });
    await writeFileAtomically(file, body);
  };

  const make = async (key: string, svg: string, width: number): Promise<RasterArtwork | undefined> => {
    const etag = `"${key}"`;
    const stored = await fromDisk(key);
    if (stored) return { body: stored, etag };
    // The lane's own bound throws; checking first lets the caller fall back instead.
    if (lane.waiting >= maxWaiting) return undefined;
    const body = await lane.run(() => encode(svg, width));
    // A full disk only costs the next process an encoding; it must not fail this answer.
    const write = toDisk(key, body).catch(() => undefined);
    writes.add(write);
    void write.finally(() => writes.delete(write));
    return { body, etag };
  };

  return {
    etagOf: (svg, width) => `"${keyOf(svg, width)}"`,
    get pending() {
      return inFlight.size;
    },
    async close() {
      await Promise.allSettled([...inFlight.values()]);
      closed = true;
      await Promise.allSettled([...writes]);
    },
    async get(svg, width) {
      const key = keyOf(svg, width);
      const hit = memory.get(key);
      if (hit) {
        memory.delete(key);
        memory.set(key, hit);
        return hit;
      }
      const shared = inFlight.get(key);
      if (shared) return shared;
      const made = make(key, svg, width).then((raster) => {
        if (raster) remember(key, raster);
        return raster;
      });
      inFlight.set(key, made);
      try {
        return await made;
      } finally {
        inFlight.delete(key);
      }
    },
  };
}
