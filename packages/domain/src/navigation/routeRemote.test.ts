import { routeRemote } from './routeRemote';

describe('routeRemote', () => {
  test.each([
    ['/', 'catalogue'],
    ['/mobile', 'catalogue'],
    ['/desktop/slots', 'catalogue'],
    ['/listing-widget/abc', 'catalogue'],
    ['/bonus', 'bonuses'],
    ['/mobile/bonus/42', 'bonuses'],
    ['/games/bragg%3Abook', 'game-player'],
    ['/favorites/x', 'favourites-recent'],
    ['/recent/x', 'favourites-recent'],
    ['/preview/a', 'preview'],
    ['/bonuses-and-more', 'catalogue'],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(routeRemote(pathname)).toBe(remote);
  });
});
