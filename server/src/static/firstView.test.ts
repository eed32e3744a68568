import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FirstViewInput, RenderFirstView } from '@lobby/shared';
import { createFirstViews, firstViewRenderers } from './firstView';

const REPLY = JSON.stringify({ pages: [], links: [], blocks: [], games: [], banners: [] });
const first = (etag = 'W/"1"') => ({ replyJson: REPLY, etag });

function setUp(render: RenderFirstView = async ({ path: at, platform }) => `<h1>${at} on ${platform}</h1>`) {
  const calls: FirstViewInput[] = [];
  const errors: unknown[] = [];
  const views = createFirstViews({
    renderer: () => ({
      build: 'b1',
      render: (input) => {
        calls.push(input);
        return render(input);
      },
    }),
    mode: 'demo',
    onError: (error) => errors.push(error),
  });
  return { views, calls, errors };
}

describe('createFirstViews', () => {
  test.each([
    [
      '/',
      '',
      [
        ['desktop', '/'],
        ['mobile', '/'],
      ],
    ],
    [
      '/slots',
      '',
      [
        ['desktop', '/slots'],
        ['mobile', '/slots'],
      ],
    ],
    ['/mobile/slots', '', [['mobile', '/slots']]],
    ['/desktop', '', [['desktop', '/']]],
  ])('the page %s%s gets a view per layout, or the one its prefix fixes', async (pathname, search, expected) => {
    const { views, calls } = setUp();
    const drawn = await views(first(), pathname, search, {}, null);
    expect(drawn.map(({ platform }) => platform)).toEqual(expected.map(([platform]) => platform));
    expect(calls.map(({ platform, path: at }) => [platform, at])).toEqual(expected);
    expect(calls[0]?.mode).toBe('demo');
    expect(drawn[0]?.markup).toBe(`<h1>${expected[0]?.[1]} on ${expected[0]?.[0]}</h1>`);
  });

  test('the settings of the page URL go to the renderer', async () => {
    const { views, calls } = setUp();
    await views(first(), '/mobile/', '?brand=99&userId=p1&sessionId=s1&userBalance=12', {}, null);
    // A guest's view, its balance still to come: the player's session and money stay out.
    expect(calls[0]?.settings).toMatchObject({
      platform: 'mobile',
      brand: '99',
      userId: null,
      sessionId: null,
      userBalance: 0,
    });
  });

  test('a page asking for another language gets none: the live lobby would swap every text', async () => {
    const { views, calls } = setUp();
    expect(await views(first(), '/', '?locale=fr', {}, null)).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('a view that cannot be drawn leaves the page without views, is reported, and is tried again', async () => {
    const { views, errors, calls } = setUp(async () => {
      throw new Error('the remote suspends');
    });
    expect(await views(first(), '/', '', {}, null)).toEqual([]);
    expect(errors).toHaveLength(1);
    await views(first(), '/', '', {}, null);
    expect(calls).toHaveLength(4);
  });

  test('a page is drawn once per reply, URL and registry', async () => {
    const { views, calls } = setUp();
    await views(first(), '/', '', {}, null);
    await views(first(), '/', '', {}, null);
    expect(calls).toHaveLength(2);
    await views(first('W/"2"'), '/', '', {}, null);
    await views(first(), '/', '?brand=7', {}, null);
    // Another player, balance or unknown parameter: the same view.
    await views(first(), '/', '?userId=p2&sessionId=s2&userBalance=5&utm=x', {}, null);
    await views(first(), '/', '', { catalogue: 'redeployed' }, null);
    expect(calls).toHaveLength(8);
  });

  test('at most 10 new views a second are drawn; past that a page goes without, and views drawn stay', async () => {
    let clock = 5000;
    const calls: string[] = [];
    const views = createFirstViews({
      renderer: () => ({ build: 'b1', render: async ({ path: at }) => (calls.push(at), `<h1>${at}</h1>`) }),
      mode: 'demo',
      onError: () => undefined,
      now: () => clock,
    });
    for (let page = 0; page < 10; page += 1) expect(await views(first(), `/page-${page}`, '', {}, null)).toHaveLength(2);
    expect(await views(first(), '/page-10', '', {}, null)).toEqual([]);
    expect(await views(first(), '/page-0', '', {}, null)).toHaveLength(2);
    clock = 5999;
    expect(await views(first(), '/page-11', '', {}, null)).toEqual([]);
    clock = 6000;
    expect(await views(first(), '/page-11', '', {}, null)).toHaveLength(2);
    expect(calls).toHaveLength(22);
  });

  test('a reply without an entity tag is drawn every time', async () => {
    const { views, calls } = setUp();
    const untagged = { replyJson: REPLY, etag: undefined };
    await views(untagged, '/', '', {}, null);
    await views(untagged, '/', '', {}, null);
    expect(calls).toHaveLength(4);
  });

  test('without a renderer there are no views', async () => {
    const views = createFirstViews({ renderer: () => null, mode: 'demo', onError: () => undefined });
    expect(await views(first(), '/', '', {}, null)).toEqual([]);
  });
});

describe('firstViewRenderers', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lobby-first-view-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('none while the bundle is not built', async () => {
    expect(await firstViewRenderers()(path.join(dir, 'firstView.cjs'))).toBeNull();
  });

  test('the built renderer, read again once it is rebuilt', async () => {
    const bundle = path.join(dir, 'firstView.cjs');
    const input = {} as FirstViewInput;
    await writeFile(bundle, 'exports.renderFirstView = async () => "<p>one</p>";');
    const renderer = () => renderers(bundle);
    const renderers = firstViewRenderers();
    const before = await renderer();
    expect(await before?.render(input)).toBe('<p>one</p>');
    expect(await renderer()).toBe(before);
    await writeFile(bundle, 'exports.renderFirstView = async () => "<p>two, rebuilt</p>";');
    const after = await renderer();
    expect(after?.build).not.toBe(before?.build);
    expect(await after?.render(input)).toBe('<p>two, rebuilt</p>');
  });

  test('a bundle that does not run (half written) gives none, is reported, and is read again once it changes', async () => {
    const bundle = path.join(dir, 'firstView.cjs');
    const errors: unknown[] = [];
    await writeFile(bundle, 'exports.renderFirstView = async () => "<p>on');
    const renderers = firstViewRenderers((error) => errors.push(error));
    const renderer = () => renderers(bundle);
    expect(await renderer()).toBeNull();
    expect(await renderer()).toBeNull();
    expect(errors).toHaveLength(1);
    await writeFile(bundle, 'exports.renderFirstView = async () => "<p>one, whole</p>";');
    expect(await (await renderer())?.render({} as FirstViewInput)).toBe('<p>one, whole</p>');
  });

  test('a bundle without the renderer gives none', async () => {
    const bundle = path.join(dir, 'firstView.cjs');
    await writeFile(bundle, 'exports.other = 1;');
    expect(await firstViewRenderers()(bundle)).toBeNull();
  });
});
