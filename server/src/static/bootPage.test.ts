import { injectFirstLobby, openedPageSlug, standaloneLobbyParams } from './bootPage';

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
    ['/', '?previewToken=tok', null],
    ['/', '?casinoJsonResponse=%7B%7D', null],
  ])('%s%s → %p', (pathname, search, params) => {
    expect(standaloneLobbyParams(pathname, search)).toEqual(params);
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
