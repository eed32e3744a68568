import { GAME_EXIT_PATH, isExitLoading, withoutExitLoading } from './gameExit';

describe('game exit', () => {
  test('the exit path is the root with the toggle-loading query', () => {
    expect(GAME_EXIT_PATH).toBe('/?toggleLoading=true');
    expect(isExitLoading(GAME_EXIT_PATH.slice(1))).toBe(true);
  });

  test.each([
    ['?toggleLoading=true', true, ''],
    ['?locale=fr&toggleLoading=true', true, '?locale=fr'],
    ['?toggleLoading=false', false, ''],
    ['?toggleLoading', false, ''],
    ['', false, ''],
    ['?locale=fr', false, '?locale=fr'],
  ])('%s: exit loading %p, then %p', (search, exit, rest) => {
    expect(isExitLoading(search)).toBe(exit);
    expect(withoutExitLoading(search)).toBe(rest);
  });
});
