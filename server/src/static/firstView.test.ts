import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, type FirstViewInput, type Locale, type RenderFirstView } from '@lobby/shared';
import { standalonePageSettings } from './bootPage';
import { createFirstViews, firstViewRenderers, type FirstViewPage } from './firstView';

const REPLY = JSON.stringify({ pages: [], links: [], blocks: [], games: [], banners: [] });
const first = (etag = 'W/"1"') => ({ replyJson: REPLY, etag });

/** The page at `pathname` + `search`, as staticHosting.ts hands it over. */
function page(
  pathname: string,
  search = '',
  more: Partial<Omit<FirstViewPage, 'pathname' | 'settings'>> = {},
): FirstViewPage {
  return {
    first: first(),
    pathname,
    settings: standalonePageSettings(pathname, search),
    registry: {},
    bundle: null,
    translations: null,
    ...more,
  };
}

function setUp(
  render: RenderFirstView = async ({ path: at, platform }) => `<h1>${at} on ${platform}</h1>`,
  locales: readonly Locale[] = LOCALES,
) {
  const calls: FirstViewInput[] = [];
  const errors: unknown[] = [];
  const views = createFirstViews({
    renderer: () => ({
      build: 'b1',
      render: (input) => {
        calls.push(input);
        return render(input);
      },
      locales,
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
    const drawn = await views(page(pathname, search));
    expect(drawn.map(({ platform }) => platform)).toEqual(expected.map(([platform]) => platform));
    expect(calls.map(({ platform, path: at }) => [platform, at])).toEqual(expected);
    expect(calls[0]?.mode).toBe('demo');
    expect(drawn[0]?.markup).toBe(`<h1>${expected[0]?.[1]} on ${expected[0]?.[0]}</h1>`);
  });

  test('the settings of the page URL go to the renderer', async () => {
    const { views, calls } = setUp();
    await views(page('/mobile/', '?brand=99&userId=p1&sessionId=s1&userBalance=12'));
    // A guest's view, its balance still to come: the player's session and money stay out.
    expect(calls[0]?.settings).toMatchObject({
      platform: 'mobile',
      brand: '99',
      userId: null,
      sessionId: null,
      userBalance: 0,
    });
  });

  test("a page in another language gets views in it, with the translation service's texts the page's lobby merges", async () => {
    const { views, calls } = setUp();
    const translations = { timestamp: '1700000000000', messages: { 'catalogue.home.subtitle': 'ゲームを探そう' } };
    expect(await views(page('/', '?locale=ja_JP', { translations }))).toHaveLength(2);
    expect(calls.map(({ settings }) => settings.locale)).toEqual(['ja', 'ja']);
    expect(calls.map((call) => call.translations)).toEqual([translations, translations]);
  });

  test('a renderer that draws English alone (built before views had locales) gets no page in another language: the live lobby would swap every text', async () => {
    const { views, calls } = setUp(undefined, ['en']);
    expect(await views(page('/', '?locale=fr'))).toEqual([]);
    expect(calls).toEqual([]);
    expect(await views(page('/', '?locale=de'))).toHaveLength(2);
    expect(calls.map(({ settings }) => settings.locale)).toEqual(['en', 'en']);
  });

  test('a view that cannot be drawn leaves the page without views, is reported, and is tried again', async () => {
    const { views, errors, calls } = setUp(async () => {
      throw new Error('the remote suspends');
    });
    expect(await views(page('/'))).toEqual([]);
    expect(errors).toHaveLength(1);
    await views(page('/'));
    expect(calls).toHaveLength(4);
  });

  test("a page is drawn once per reply, URL, registry and translations' timestamp", async () => {
    const { views, calls } = setUp();
    const texts = (timestamp: string) => ({ timestamp, messages: { 'catalogue.home.title': `Casino ${timestamp}` } });
    await views(page('/'));
    await views(page('/'));
    expect(calls).toHaveLength(2);
    await views(page('/', '', { first: first('W/"2"') }));
    await views(page('/', '?brand=7'));
    // Another player, balance or unknown parameter: the same view.
    await views(page('/', '?userId=p2&sessionId=s2&userBalance=5&utm=x'));
    await views(page('/', '', { registry: { catalogue: 'redeployed' } }));
    expect(calls).toHaveLength(8);
    await views(page('/', '?locale=ru'));
    await views(page('/', '?locale=RU'));
    expect(calls).toHaveLength(10);
    // An editor's change to the service's texts: the next page has it.
    await views(page('/', '?locale=ru', { translations: texts('1') }));
    await views(page('/', '?locale=ru', { translations: texts('1') }));
    await views(page('/', '?locale=ru', { translations: texts('2') }));
    expect(calls).toHaveLength(14);
    expect(calls.at(-1)?.translations).toEqual(texts('2'));
  });

  test('at most 10 new views a second are drawn; past that a page goes without, and views drawn stay', async () => {
    let clock = 5000;
    const calls: string[] = [];
    const views = createFirstViews({
      renderer: () => ({
        build: 'b1',
        render: async ({ path: at }) => (calls.push(at), `<h1>${at}</h1>`),
        locales: LOCALES,
      }),
      mode: 'demo',
      onError: () => undefined,
      now: () => clock,
    });
    for (let n = 0; n < 10; n += 1) expect(await views(page(`/page-${n}`))).toHaveLength(2);
    expect(await views(page('/page-10'))).toEqual([]);
    expect(await views(page('/page-0'))).toHaveLength(2);
    clock = 5999;
    expect(await views(page('/page-11'))).toEqual([]);
    clock = 6000;
    expect(await views(page('/page-11'))).toHaveLength(2);
    expect(calls).toHaveLength(22);
  });

  test('a reply without an entity tag is drawn every time', async () => {
    const { views, calls } = setUp();
    const untagged = { replyJson: REPLY, etag: undefined };
    await views(page('/', '', { first: untagged }));
    await views(page('/', '', { first: untagged }));
    expect(calls).toHaveLength(4);
  });

  test('without a renderer there are no views', async () => {
    const views = createFirstViews({ renderer: () => null, mode: 'demo', onError: () => undefined });
    expect(await views(page('/'))).toEqual([]);
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

  test.each([
    ['exports.firstViewLocales = ["en", "ja", "xx", 3];', ['en', 'ja']],
    ['', ['en']],
  ])(
    'the locales the bundle draws (%s): English alone for one from before views had locales',
    async (code, locales) => {
      const bundle = path.join(dir, 'firstView.cjs');
      await writeFile(bundle, `exports.renderFirstView = async () => "<p>one</p>";${code}`);
      expect((await firstViewRenderers()(bundle))?.locales).toEqual(locales);
    },
  );

  test('a bundle without the renderer gives none', async () => {
    const bundle = path.join(dir, 'firstView.cjs');
    await writeFile(bundle, 'exports.other = 1;');
    expect(await firstViewRenderers()(bundle)).toBeNull();
  });
});
