import { createGameIndex } from './gameIndex';

const games = [
  { key: 'bragg:Gates', code: 'Gates' },
  { key: 'haba:10', code: '10' },
  { key: 'asiagaming:10', code: '10' },
  { key: 'bragg:__proto__', code: '__proto__' },
  { key: 'bragg:Abc:1', code: 'Abc:1' },
];
const index = createGameIndex(games);

describe('createGameIndex', () => {
  test.each<[string, string | undefined]>([
    ['bragg:gates', 'bragg:Gates'],
    ['oryx:Gates', 'bragg:Gates'],
    ['Gates', 'bragg:Gates'],
    ['HABA:10', 'haba:10'],
    ['asiagaming:10', 'asiagaming:10'],
    ['haba:11', undefined],
    ['ORYX:abc:1', 'bragg:Abc:1'],
    ['abc:1', undefined],
    ['', undefined],
  ])('byKey(%p) -> %p', (key, expected) => {
    expect(index.byKey(key)?.key).toBe(expected);
  });

  test('wrong types find nothing', () => {
    expect(index.byKey(12 as unknown as string)).toBeUndefined();
    expect(index.byKey(null as unknown as string)).toBeUndefined();
  });
});
