import { comparableGameKey, favouriteKeySet, isFavouriteKey } from './favouriteKeys';

describe('comparableGameKey', () => {
  test.each<[string, string | null]>([
    ['bragg:alpha', 'bragg:alpha'],
    ['BRAGG:Alpha', 'bragg:alpha'],
    ['oryx:alpha', 'bragg:alpha'],
    ['alpha', 'bragg:alpha'],
    ['haba:a:b', 'haba:a:b'],
    ['haba:', null],
    ['', null],
  ])('%p -> %p', (key, expected) => {
    expect(comparableGameKey(key)).toBe(expected);
  });
});

describe('favourites', () => {
  test.each<[readonly string[] | undefined, string, boolean]>([
    [['bragg:alpha'], 'bragg:alpha', true],
    [['oryx:ALPHA'], 'bragg:alpha', true],
    [['bragg:alpha'], 'oryx:Alpha', true],
    [['bragg:alpha'], 'haba:alpha', false],
    [['bragg:'], 'bragg:alpha', false],
    [[], 'bragg:alpha', false],
    [undefined, 'bragg:alpha', false],
    [['bragg:alpha'], '', false],
  ])('favourites %p contain %p -> %p', (keys, gameKey, expected) => {
    expect(isFavouriteKey(favouriteKeySet(keys), gameKey)).toBe(expected);
  });

  test('unusable keys are not kept', () => {
    expect([...favouriteKeySet(['haba:h1', '', 'bragg:', 'Haba:H1'])]).toEqual(['haba:h1']);
  });
});
