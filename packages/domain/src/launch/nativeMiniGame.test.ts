import { POKER_GAME_ID_LIST } from '../poker/pokerGames';
import { SUPPORTED_MINI_GAME_IDS, checkNativeMiniGameId } from './nativeMiniGame';

describe('checkNativeMiniGameId', () => {
  test.each<[unknown, number]>([
    [10, 10],
    ['10', 10],
    [' 50 ', 50],
    [10101, 10101],
    ['6002', 6002],
  ])('%p is supported as %p', (value, id) => {
    expect(checkNativeMiniGameId(value)).toEqual({ ok: true, id });
  });

  test.each<[unknown]>([
    [11],
    ['11'],
    [0],
    ['abc'],
    [''],
    [null],
    [undefined],
    [Number.NaN],
    ['10.0'],
    ['1e1'],
    ['9'.repeat(10_000)],
    [{}],
  ])('%p is refused with a warning listing the supported ids', (value) => {
    const result = checkNativeMiniGameId(value);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.warning).toContain(`Supported ids: ${POKER_GAME_ID_LIST.join(', ')}`);
      expect(result.warning.length).toBeLessThan(400);
    }
  });

  test('the supported ids are the poker game ids', () => {
    expect(SUPPORTED_MINI_GAME_IDS).toEqual(POKER_GAME_ID_LIST);
  });
});
