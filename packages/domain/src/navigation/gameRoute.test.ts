import { isGameRoutePath } from './gameRoute';

describe('isGameRoutePath', () => {
  test.each([
    ['/games/bragg%3Abook', true],
    ['/games', true],
    ['/games/', true],
    ['/gamesx', false],
    ['/', false],
    ['/slots/games/x', false],
  ])('%s: %p', (path, expected) => {
    expect(isGameRoutePath(path)).toBe(expected);
  });
});
