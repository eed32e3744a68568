import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { imageSources, normaliseLobby } from '@lobby/domain';
import type { ImagePair, RawBanner, RawBlock, RawLobbyResponse } from '@lobby/shared';
import { rawBanner, rawBlock, rawLobby } from '@lobby/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { handleError } from '../http/httpErrors';
import { writeIntegrityManifest } from './integrity';
import { createLeadImagePreloads, leadImagePreloads } from './leadImagePreload';
import { createDeployment } from '../releases/deployment';
import { filePointers } from '../releases/releasePointers';
import { createReleaseStore } from '../releases/releaseStore';
import { staticHosting } from './staticHosting';

const art = (folder: string): ImagePair => ({
  desktop: `/images/${folder}/desktop.svg`,
  mobile: `/images/${folder}/mobile.svg`,
});

const banner = (id: string, image: ImagePair): RawBanner => rawBanner({ id, title: id, image });

const block = (id: string, type: RawBlock['type'], content: Partial<RawBlock> = {}): RawBlock =>
  rawBlock({ id, type, slug: id, heading: id, showMore: false, games: [], ...content });

/** A reply with a page for each case: its lead block first. */
const REPLY: RawLobbyResponse = rawLobby({
  pages: [
    { id: 'p1', slug: 'home', title: 'Home', blocks: ['nav', 'promos'] },
    { id: 'p2', slug: 'Slots', title: 'Slots', blocks: ['only-mobile'] },
    { id: 'p3', slug: 'bare', title: 'Bare', blocks: ['no-art'] },
    { id: 'p4', slug: 'cdn', title: 'CDN', blocks: ['cdn'] },
    { id: 'p5', slug: 'bonus', title: 'Not this one', blocks: ['promos'] },
  ],
  region: 'CW',
  blocks: [
    block('nav', 'navigation'),
    block('promos', 'banner', { banners: ['b1', 'b2'] }),
    block('only-mobile', 'banner', { banners: ['b2'], platforms: ['mobile'] }),
    block('no-art', 'banner', { banners: ['b3'] }),
    block('cdn', 'banner', { banners: ['b4'] }),
  ],
  banners: [
    banner('b1', art('banners/one')),
    banner('b2', art('banners/two')),
    banner('b3', { desktop: null, mobile: null }),
    banner('b4', { desktop: 'https://cdn.example.com/a.png?x=1&y="2"><script>', mobile: null }),
  ],
});

const lobby = normaliseLobby(REPLY, { now: Date.parse('2026-01-01T00:00:00Z') });

/** The link the lobby's <img> of `url` drawn as the first banner of a full row matches. */
function bannerLink(url: string, media?: string): string {
  const { srcSet = '', sizes = '' } = imageSources(url, {
    viewportShare: 0.2,
    maxPx: 288,
    minPx: 240,
  });
  const attributes = `imagesrcset="${srcSet}" imagesizes="${sizes}"${media === undefined ? '' : ` media="${media}"`}`;
  return `<link rel="preload" as="image" fetchpriority="high" ${attributes}>`;
}

describe('leadImagePreloads', () => {
  test.each([
    [
      'home, layout chosen by width: one link per layout',
      'home',
      null,
      bannerLink('/images/banners/one/desktop.svg', '(min-width: 1024px)') +
        bannerLink('/images/banners/one/mobile.svg', 'not all and (min-width: 1024px)'),
    ],
    ['home on a fixed desktop layout', 'home', 'desktop', bannerLink('/images/banners/one/desktop.svg')],
    ['home on a fixed mobile layout', 'home', 'mobile', bannerLink('/images/banners/one/mobile.svg')],
    [
      'a page whose lead shows on one layout only (slug in any case)',
      'slots',
      null,
      bannerLink('/images/banners/two/mobile.svg', 'not all and (min-width: 1024px)'),
    ],
    ['that page on the desktop layout opens without one', 'slots', 'desktop', ''],
    ['a lead banner without artwork', 'bare', null, ''],
    ['no such page', 'nowhere', null, ''],
    [
      "an operator's own artwork, escaped, the same on both layouts",
      'cdn',
      null,
      '<link rel="preload" as="image" fetchpriority="high" ' +
        'href="https://cdn.example.com/a.png?x=1&amp;y=&quot;2&quot;&gt;&lt;script&gt;">',
    ],
  ] as const)('%s', (_case, slug, fixed, links) => {
    expect(leadImagePreloads(lobby, slug, fixed)).toBe(links);
  });
});

describe('createLeadImagePreloads', () => {
  test('parses a reply once per tag, page and prefix', () => {
    const preloads = createLeadImagePreloads(() => Date.parse('2026-01-01T00:00:00Z'));
    const parse = jest.spyOn(JSON, 'parse');
    const first = { replyJson: JSON.stringify(REPLY), etag: 'W/"1-a"' };
    const links = preloads(first, 'home', null);
    expect(preloads(first, 'home', null)).toBe(links);
    expect(parse).toHaveBeenCalledTimes(1);
    preloads(first, 'home', 'mobile');
    preloads({ ...first, etag: 'W/"2-b"' }, 'home', null);
    expect(parse).toHaveBeenCalledTimes(3);
    parse.mockRestore();
  });

  test('a block whose window opens later is not the lead before, and is once it is open', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const preloads = createLeadImagePreloads(() => now);
    const windowed: RawLobbyResponse = {
      ...REPLY,
      blocks: REPLY.blocks.map((raw) =>
        raw.id === 'nav' ? block('nav', 'banner', { banners: ['b2'], startDate: '2026-02-01T00:00:00Z' }) : raw,
      ),
    };
    const first = { replyJson: JSON.stringify(windowed), etag: 'W/"3-c"' };
    expect(preloads(first, 'home', 'desktop')).toBe(bannerLink('/images/banners/one/desktop.svg'));
    now = Date.parse('2026-02-02T00:00:00Z');
    expect(preloads(first, 'home', 'desktop')).toBe(bannerLink('/images/banners/two/desktop.svg'));
  });
});

describe('the host page', () => {
  let root: string;
  let app: FastifyInstance;
  let lobbyReply: RawLobbyResponse;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'lobby-lead-'));
    const hostDist = path.join(root, 'host', 'dist');
    await mkdir(hostDist, { recursive: true });
    await mkdir(path.join(root, 'remotes'), { recursive: true });
    await writeFile(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html><head><meta charset=utf-8><meta name=viewport content="width=device-width">' +
        '<title>Lobby</title><link rel=preload as=script href=/1.js></head><body><script defer src=/main.js></script></body></html>',
    );
    await writeIntegrityManifest(hostDist);
    app = Fastify();
    app.setErrorHandler(handleError);
    const store = createReleaseStore(path.join(root, 'releases'));
    const deployment = createDeployment({ store, pointers: filePointers(path.join(root, 'current-releases.json')) });
    await app.register(staticHosting, { deployment, hostDistDir: hostDist });
    // Like the lobby route: a tag that follows the text.
    app.get('/api/v1/casino/lobby', async (_request, reply) => {
      const json = JSON.stringify(lobbyReply);
      const tag = createHash('sha256').update(json).digest('base64url');
      return reply.header('etag', `W/"${tag}"`).type('application/json').send(json);
    });
    await app.ready();
  });
  beforeEach(() => {
    lobbyReply = REPLY;
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url, headers })).body;
  const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

  test('home names its lead for each layout, right after the viewport, before every script preload', async () => {
    const html = await page('/');
    const links =
      bannerLink('/images/banners/one/desktop.svg', '(min-width: 1024px)') +
      bannerLink('/images/banners/one/mobile.svg', 'not all and (min-width: 1024px)');
    expect(html).toContain(`<meta name=viewport content="width=device-width">${links}<title>`);
    expect(html.indexOf(links)).toBeLessThan(html.indexOf('<link rel=preload as=script'));
  });

  test.each([
    ['/mobile', [bannerLink('/images/banners/one/mobile.svg')]],
    ['/desktop/', [bannerLink('/images/banners/one/desktop.svg')]],
    ['/?platform=mobile', imagePreloads(leadImagePreloads(lobby, 'home', null))],
    ['/mobile/slots', [bannerLink('/images/banners/two/mobile.svg')]],
    [
      '/cdn',
      [expect.stringContaining('href="https://cdn.example.com/a.png?x=1&amp;y=&quot;2&quot;&gt;&lt;script&gt;"')],
    ],
    // Another remote's route, even where a page has that slug.
    ['/bonus', []],
    ['/bare', []],
    ['/preview', []],
    // An editor's preview fetches its own lobby: nothing is inlined, so nothing is preloaded.
    ['/?previewToken=tok', []],
    ['/?casinoJsonResponse=%7B%7D', []],
  ])('%s: %p', async (url, links) => {
    expect(imagePreloads(await page(url))).toEqual(links);
  });

  test('none in a frame: the shell gives that page its settings', async () => {
    expect(imagePreloads(await page('/', { 'sec-fetch-dest': 'iframe' }))).toEqual([]);
  });

  test('none when the lead block has no image', async () => {
    lobbyReply = { ...REPLY, pages: [{ id: 'p1', slug: 'home', title: 'Home', blocks: ['no-art', 'promos'] }] };
    expect(imagePreloads(await page('/'))).toEqual([]);
  });
});
