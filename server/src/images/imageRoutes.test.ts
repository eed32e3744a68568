import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse as Response } from 'fastify';
import sharp from 'sharp';
import { createArtworkRasters, type ArtworkRasters, type EncodeRaster } from './artworkRasters';
import { imageRoutes } from './imageRoutes';

const GAME = '/images/games/bragg/golden-dragon-12';

async function appWith(rasters: ArtworkRasters): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(async (scope) => imageRoutes(scope, { rasters }));
  // Stands for every other route of the service: what a flood of images must not hold up.
  app.get('/api/ping', async () => ({ ok: true }));
  await app.ready();
  return app;
}

/** An encoder that finishes only when told, to hold the lane full for as long as a test needs. */
function heldEncoder() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  const encode: EncodeRaster = async () => {
    started += 1;
    await released;
    return Buffer.from('RIFF-held');
  };
  return {
    encode,
    get started() {
      return started;
    },
    release,
  };
}

describe('raster artwork', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'artwork-'));
    app = await appWith(createArtworkRasters({ dir }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([160, 320, 640, 1920])('serves a WebP %p px wide, cacheable forever, with an ETag', async (width) => {
    const response = await app.inject({ url: `${GAME}/desktop.${width}.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width,
      height: (width * 3) / 4,
    });
  });

  it('draws the same picture as the SVG at that size', async () => {
    const svg = (await app.inject({ url: `${GAME}/mobile.svg` })).rawPayload;
    const webp = (await app.inject({ url: `${GAME}/mobile.240.webp` })).rawPayload;
    const pixels = async (image: Buffer) => sharp(image).resize(24, 32).removeAlpha().raw().toBuffer();
    const [a, b] = await Promise.all([pixels(svg), pixels(webp)]);
    const meanDifference = a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0) / a.length;
    expect(meanDifference).toBeLessThan(8);
  });

  it('answers 304 to a revalidation, and the same bytes again from its cache', async () => {
    const url = '/images/banners/banner-1/desktop.960.webp';
    const first = await app.inject({ url });
    const again = await app.inject({ url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps what it encoded on disk, so a new process does not encode it again', async () => {
    const url = '/images/labels/new/desktop.240.webp';
    const first = await app.inject({ url });
    const file = `${String(first.headers.etag).replaceAll('"', '')}.webp`;
    // The file is written after the answer is sent.
    for (let tries = 0; !readdirSync(dir).includes(file) && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const held = heldEncoder();
    const restarted = await appWith(createArtworkRasters({ dir, encode: held.encode }));
    try {
      const response = await restarted.inject({ url });
      expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(held.started).toBe(0);
    } finally {
      await restarted.close();
    }
  });

  it('closes only after its running encoding and file are done, and writes nothing after', async () => {
    const closingDir = mkdtempSync(path.join(tmpdir(), 'artwork-closing-'));
    try {
      const held = heldEncoder();
      const rasters = createArtworkRasters({ dir: closingDir, encode: held.encode });
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"/>';
      const answer = rasters.get(svg, 320);
      let closed = false;
      const closing = rasters.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(closed).toBe(false);
      held.release();
      await Promise.all([answer, closing]);
      // The data folder can go now: nothing is half written and nothing more will be.
      expect(readdirSync(closingDir)).toEqual([`${rasters.etagOf(svg, 320).replaceAll('"', '')}.webp`]);
      await rasters.get(svg.replace('320', '321'), 320);
      expect(readdirSync(closingDir)).toHaveLength(1);
    } finally {
      rmSync(closingDir, { recursive: true, force: true });
    }
  });

  it.each([
    ['a width not on the list', `${GAME}/desktop.300.webp`, 404],
    ['a zero-padded width', `${GAME}/desktop.0320.webp`, 404],
    ['a format not on the list', `${GAME}/desktop.320.avif`, 404],
    ['another format', `${GAME}/desktop.320.png`, 404],
    ['a raster without a width', `${GAME}/desktop.webp`, 404],
    ['an unknown variant', `${GAME}/poster.320.webp`, 404],
    ['a variant the kind lacks', '/images/labels/new/loading-portrait.320.webp', 404],
    ['an unknown kind', '/images/posters/x/desktop.320.webp', 404],
    ['a file name out of shape', `${GAME}/desktop.320.webp%3Fx`, 400],
    ['an upper-case name', `${GAME}/Desktop.320.webp`, 400],
  ])('refuses %s', async (_case, url, status) => {
    expect((await app.inject({ url })).statusCode).toBe(status);
  });
});

describe('the encoding lane', () => {
  it('encodes one at a time, lets a bounded number wait, and answers the rest with the SVG', async () => {
    const held = heldEncoder();
    const rasters = createArtworkRasters({ encode: held.encode, maxWaiting: 3 });
    const app = await appWith(rasters);
    try {
      const answered: Response[] = [];
      const flood = Array.from({ length: 40 }, (_, index) =>
        app.inject({ url: `/images/games/bragg/game-${index}/desktop.320.webp` }).then((response) => {
          answered.push(response);
          return response;
        }),
      );
      for (let tries = 0; answered.length < 36 && tries < 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(answered.length).toBe(36);
      expect(held.started).toBe(1);
      expect(rasters.pending).toBe(4);
      for (const response of answered) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('image/svg+xml');
        expect(response.headers['cache-control']).toBe('no-store');
      }
      // Every other route answers while the lane is busy.
      expect((await app.inject({ url: '/api/ping' })).json()).toEqual({ ok: true });
      held.release();
      const served = (await Promise.all(flood)).filter((response) => !answered.slice(0, 36).includes(response));
      expect(served.map((response) => response.headers['content-type'])).toEqual(Array(4).fill('image/webp'));
      expect(held.started).toBe(4);
    } finally {
      await app.close();
    }
  });

  it('keeps the other routes quick while one client asks for hundreds of real encodings', async () => {
    const app = await appWith(createArtworkRasters({ maxWaiting: 8 }));
    try {
      const flood = Promise.all(
        Array.from({ length: 300 }, (_, index) => app.inject({ url: `/images/banners/b-${index}/desktop.640.webp` })),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      await app.inject({ url: '/api/ping' });
      const pingMs = performance.now() - started;
      const responses = await flood;
      const webp = responses.filter((response) => response.headers['content-type'] === 'image/webp').length;
      expect(webp).toBeGreaterThan(0);
      expect(webp).toBeLessThan(300);
      // One encoding of this size takes ~80 ms: the ping never waited behind one.
      expect(pingMs).toBeLessThan(100);
    } finally {
      await app.close();
    }
  }, 30_000);
});
