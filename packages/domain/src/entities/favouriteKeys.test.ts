import { favouriteKeySet, isFavouriteKey } from './favouriteKeys';

describe('favourites', () => {
  test.each<[readonly string[] | undefined, string, boolean]>([
    [['bragg:alpha'], 'bragg:alpha', true],
    [['oryx:ALPHA'], 'bragg:alpha', true],
    [['bragg:alpha'], 'oryx:Alpha', true],
    [['oryx:Abc:1'], 'BRAGG:abc:1', true],
    [['bragg:Abc:1'], 'bragg:Abc', false],
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
