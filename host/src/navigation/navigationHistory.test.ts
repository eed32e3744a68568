import { backTarget, createNavigationHistory, recordPath } from './navigationHistory';

describe('recordPath', () => {
  test.each([
    ['a lobby screen is pushed', ['/'], '/slots', ['/', '/slots']],
    ['a query is kept', ['/'], '/listing-widget/b1?heading=Hot', ['/', '/listing-widget/b1?heading=Hot']],
    ['the same screen twice is kept once', ['/', '/slots'], '/slots', ['/', '/slots']],
    ['a game route is not a lobby screen', ['/'], '/games/bragg%3Abook', ['/']],
    ['the game bridge is not a lobby screen', ['/'], '/game-bridge', ['/']],
    ['maintenance is not a lobby screen', ['/'], '/maintenance', ['/']],
    ['the oldest entry goes past the limit of 5', ['/a', '/b', '/c', '/d', '/e'], '/f', ['/b', '/c', '/d', '/e', '/f']],
  ])('%s', (_name, stack, path, expected) => {
    expect(recordPath(stack, path)).toEqual(expected);
  });

  test('does not change the stack it is given', () => {
    const stack = ['/'];
    recordPath(stack, '/slots');
    expect(stack).toEqual(['/']);
  });
});

describe('backTarget', () => {
  test.each([
    [[], '/'],
    [['/', '/slots'], '/slots'],
  ])('of %j is %s', (stack, expected) => {
    expect(backTarget(stack)).toBe(expected);
  });
});

test('createNavigationHistory keeps at most the limit and answers the last lobby screen', () => {
  const history = createNavigationHistory(2);
  ['/', '/slots', '/games/x', '/live'].forEach((path) => history.record(path));
  expect(history.backTarget()).toBe('/live');
});
