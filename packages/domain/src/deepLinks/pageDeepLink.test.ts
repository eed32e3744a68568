import { buildDeepLink, parseDeepLink, type DeepLinkParseResult } from './deepLink';
import { PAGE_DEEP_LINK_ADDRESS, pageDeepLinkOf } from './pageDeepLink';

const NAVIGATE = { target: 'slots', type: 'page' };

describe('pageDeepLinkOf', () => {
  test.each<[string, string, string, { link: string; continueAt: string } | null]>([
    ['the root', '/', '', null],
    ['a content page', '/slots', '?x=1', null],
    ['a page whose slug is "link"', '/link', '', null],
    ['a prefixed content page', '/mobile/link', '', null],
    ['a game route', '/games/bragg%3Ag1', '', null],
    ['an event without data', '/link/openMenu', '', { link: '/link/openMenu', continueAt: '/' }],
    ['an event with data', '/link/navigate', '?data=slots', { link: '/link/navigate?data=slots', continueAt: '/' }],
    [
      'other parameters, kept for the page',
      '/link/theme',
      '?locale=fr&data=%7B%22theme%22%3A%22light%22%7D&userBalance=5',
      {
        link: '/link/theme?locale=fr&data=%7B%22theme%22%3A%22light%22%7D&userBalance=5',
        continueAt: '/?locale=fr&userBalance=5',
      },
    ],
    ['under the mobile prefix', '/mobile/link/openMenu/', '', { link: '/link/openMenu/', continueAt: '/mobile/' }],
    [
      'under the desktop prefix',
      '/desktop/link/backToLobby',
      '?a=1',
      { link: '/link/backToLobby?a=1', continueAt: '/desktop/?a=1' },
    ],
    ['an unknown event: still the deep-link address', '/link/rm-rf', '', { link: '/link/rm-rf', continueAt: '/' }],
  ])('%s', (_name, pathname, search, expected) => {
    expect(pageDeepLinkOf(pathname, search)).toEqual(expected);
  });

  test.each<[string, string, DeepLinkParseResult]>([
    [
      'JSON data',
      buildDeepLink(PAGE_DEEP_LINK_ADDRESS, 'navigate', NAVIGATE),
      { ok: true, link: { event: 'navigate', data: NAVIGATE } },
    ],
    ['no data', '/link/backToLobby', { ok: true, link: { event: 'backToLobby' } }],
    ['text data', '/link/navigate?data=a%2Bb', { ok: true, link: { event: 'navigate', data: 'a+b' } }],
    ['an unknown event', '/link/deleteEverything', { ok: false, error: 'unknownEvent' }],
    ['broken JSON', '/link/navigate?data=%7B', { ok: false, error: 'badData' }],
  ])('its link parses under the page address: %s', (_name, address, expected) => {
    const [pathname = '', query] = address.split('?');
    const page = pageDeepLinkOf(pathname, query === undefined ? '' : `?${query}`);
    expect(page).not.toBeNull();
    expect(parseDeepLink(page?.link, PAGE_DEEP_LINK_ADDRESS)).toEqual(expected);
  });
});
