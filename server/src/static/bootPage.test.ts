import type { BootData } from '@lobby/shared';
import {
  injectBootData,
  injectFirstLobby,
  injectFirstTexts,
  injectFirstView,
  openedPageSlug,
  standaloneLobbyParams,
  standalonePageSettings,
  withPageLanguage,
} from './bootPage';

describe('standaloneLobbyParams', () => {
  test.each<[string, string, Array<[string, string]> | null]>([
    [
      '/',
      '',
      [
        ['locale', 'en'],
        ['devicePlatform', 'desktop'],
        ['brand', '99'],
        ['userStatuses', 'LoggedIn'],
        ['useCodeTitle', 'true'],
        ['isIos', 'false'],
      ],
    ],
    [
      '/mobile/games',
      '?locale=fr',
      [
        ['locale', 'fr'],
        ['devicePlatform', 'mobile'],
        ['brand', '99'],
        ['userStatuses', 'LoggedIn'],
        ['useCodeTitle', 'true'],
        ['isIos', 'false'],
      ],
    ],
    [
      '/',
      '?country=KR',
      [
        ['locale', 'en'],
        ['devicePlatform', 'desktop'],
        ['country', 'KR'],
        ['brand', '99'],
        ['userStatuses', 'LoggedIn'],
        ['useCodeTitle', 'true'],
        ['isIos', 'false'],
      ],
    ],
    ['/', '?previewToken=tok', null],
    ['/', '?casinoJsonResponse=%7B%7D', null],
  ])('%s%s → %p', (pathname, search, params) => {
    expect(standaloneLobbyParams(standalonePageSettings(pathname, search))).toEqual(params);
  });
});

describe('injectFirstLobby', () => {
  test('at the end of the body, with nothing in it able to close the script element', () => {
    const html = injectFirstLobby(
      '<html><head></head><body><div></div></body></html>',
      [['locale', 'en']],
      JSON.stringify({ title: '</script><script>alert(1)</script>' }),
    );
    expect(html).toBe(
      '<html><head></head><body><div></div><script type="application/json" id="lobby-first-reply">' +
        '{"params":[["locale","en"]],"reply":{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}</script></body></html>',
    );
  });
});

describe('injectBootData', () => {
  const page =
    '<html><head><meta name=viewport content="width=device-width"><title>Lobby</title></head><body></body></html>';
  const boot = { registry: {}, proxyConfig: { casino: '/api', player: '/api/player' } } as unknown as BootData;
  const remoteFiles = ['/remotes/catalogue/0.3.0/remoteEntry.js', '/remotes/catalogue/0.3.0/77.0badc0de.js'];
  const lead = '<link rel="preload" as="image" href="/lead.webp">';

  test.each([
    [
      'at once: preload links',
      { scripts: remoteFiles },
      remoteFiles.map((url) => `<link rel="preload" as="script" href="${url}">`).join(''),
    ],
    [
      "after the first view's paint: a data block the boot script reads",
      { scripts: remoteFiles, afterPaint: true },
      `<script type="application/json" id="lobby-after-paint">${JSON.stringify(remoteFiles)}</script>`,
    ],
  ])("the route's remote files, %s, before the boot data; the lead image first", (_when, preloads, expected) => {
    const html = injectBootData(page, boot, { ...preloads, leadImage: lead });
    expect(html).toContain(`${expected}<script type="application/json" id="lobby-boot">`);
    expect(html.indexOf(lead)).toBeLessThan(html.indexOf('<title>'));
    expect(html.match(/remoteEntry\.js/g)).toHaveLength(1);
  });
});

describe('openedPageSlug', () => {
  test.each([
    ['/', 'home'],
    ['/mobile', 'home'],
    ['/desktop/', 'home'],
    ['/slots', 'slots'],
    ['/mobile/Live%20Casino', 'Live Casino'],
    ['/%zz', null],
    ['/bonus', null],
    ['/games/starburst', null],
    ['/listing-widget/1234', null],
    ['/slots/', null],
  ])('%s -> %p', (pathname, slug) => {
    expect(openedPageSlug(pathname)).toBe(slug);
  });
});

describe('injectFirstView', () => {
  const page =
    '<!doctype html><html><head><title>Lobby</title></head><body><div id="casino-lobby"></div></body></html>';

  test("each layout's view just before the container, inert and hidden from assistive technology, shown by its media query", () => {
    const html = injectFirstView(page, [
      { platform: 'mobile', markup: '<h1>Casino</h1>' },
      { platform: 'desktop', markup: '<h1>Casino!</h1>' },
    ]);
    expect(html).toContain(
      '<div id="lobby-first-view" inert aria-hidden="true"><div data-first-view-layout="mobile"><h1>Casino</h1></div>' +
        '<div data-first-view-layout="desktop"><h1>Casino!</h1></div></div><div id="casino-lobby"></div>',
    );
    const style = /<style>(.*?)<\/style><\/head>/.exec(html)?.[1] ?? '';
    expect(style).toContain(
      '#lobby-first-view~#casino-lobby{position:absolute;top:0;left:0;right:0;visibility:hidden}',
    );
    expect(style).toContain('#lobby-first-view>[data-first-view-layout]{display:none}');
    expect(style).toContain(
      '@media (min-width: 1024px){#lobby-first-view>[data-first-view-layout="desktop"]{display:block}}',
    );
    expect(style).toContain(
      '@media not all and (min-width: 1024px){#lobby-first-view>[data-first-view-layout="mobile"]{display:block}}',
    );
  });

  test('the one view of a fixed platform is always shown', () => {
    const html = injectFirstView(page, [{ platform: 'mobile', markup: '<h1>Casino</h1>' }]);
    expect(html).toContain('<div data-first-view-layout="mobile"><h1>Casino</h1></div>');
    expect(html).not.toContain('display:none');
    expect(html).not.toContain('@media');
  });

  test.each([
    ['no views', page, []],
    [
      'a page without the container',
      '<html><head></head><body></body></html>',
      [{ platform: 'mobile' as const, markup: '<h1>Casino</h1>' }],
    ],
  ])('%s: the page is unchanged', (_name, html, views) => {
    expect(injectFirstView(html, views)).toBe(html);
  });
});

describe('withPageLanguage', () => {
  test.each([
    ['<!doctype html><html lang="en"><head></head></html>', '<!doctype html><html lang="ja"><head></head></html>'],
    ['<html><head></head></html>', '<html lang="ja"><head></head></html>'],
    ["<HTML class=x LANG='en' dir=ltr><head></head></HTML>", '<HTML class=x lang="ja" dir=ltr><head></head></HTML>'],
    ['<html lang=en-GB>', '<html lang="ja">'],
    // Another attribute that ends in "lang" is not the page's language.
    ['<html xml:lang="en"><head lang="x">', '<html lang="ja" xml:lang="en"><head lang="x">'],
    ['<p>no page</p>', '<p>no page</p>'],
  ])('%s → %s', (html, marked) => {
    expect(withPageLanguage(html, 'ja')).toBe(marked);
  });

  test.each([
    ['', 'en'],
    ['?locale=ja', 'ja'],
    ['?locale=ja_JP', 'ja'],
    ['?locale=RU', 'ru'],
    ['?locale=zh_cn', 'zh-CN'],
    ['?locale=es_MX', 'es-mx'],
    ['?locale=jp', 'ja'],
    ['?locale=de', 'en'],
    ['?locale=', 'en'],
  ])("a page's query %p marks it %p: the locale the host's settings resolve", (search, lang) => {
    const page = withPageLanguage('<html lang="en">', standalonePageSettings('/', search).locale);
    expect(page).toBe(`<html lang="${lang}">`);
  });
});

describe('injectFirstTexts', () => {
  test('at the end of the body, with nothing in a text able to close the script element', () => {
    const html = injectFirstTexts('<html><head></head><body><div></div></body></html>', {
      locale: 'ja',
      messages: { 'catalogue.home.subtitle': 'ゲーム</script><script>alert(1)</script>' },
    });
    expect(html).toBe(
      '<html><head></head><body><div></div><script type="application/json" id="lobby-first-texts">' +
        '{"locale":"ja","messages":{"catalogue.home.subtitle":"ゲーム\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}' +
        '</script></body></html>',
    );
    const json = /<script type="application\/json" id="lobby-first-texts">(.*)<\/script><\/body>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({
      locale: 'ja',
      messages: { 'catalogue.home.subtitle': 'ゲーム</script><script>alert(1)</script>' },
    });
  });
});
