import { cleanRawTitle, gameTitle } from './gameTitle';

describe('cleanRawTitle', () => {
  test.each<[unknown, string]>([
    ['gates_of_olympus_1000', 'Gates Of Olympus 1000'],
    ['sweet-bonanza', 'Sweet Bonanza'],
    ['  big__bass..splash  ', 'Big Bass Splash'],
    ['already Clean', 'Already Clean'],
    ['écarté_royal', 'Écarté Royal'],
    ['麻将_胡了', '麻将 胡了'],
    ['', ''],
    ['___', ''],
    [null, ''],
    [12, ''],
  ])('%p -> %p', (raw, expected) => {
    expect(cleanRawTitle(raw)).toBe(expected);
  });
});

describe('gameTitle', () => {
  test.each<[unknown, unknown, string, string]>([
    ['Gates of Olympus', 'gates_of_olympus', 'gates', 'Gates of Olympus'],
    ['  Spaced  ', 'raw', 'c', 'Spaced'],
    [null, 'gates_of_olympus', 'gates', 'Gates Of Olympus'],
    ['', 'sweet_bonanza', 'sb', 'Sweet Bonanza'],
    ['   ', 'sweet_bonanza', 'sb', 'Sweet Bonanza'],
    [null, '', 'code-1', 'code-1'],
    [undefined, undefined, 'code-2', 'code-2'],
    [42, 'raw_title', 'c', 'Raw Title'],
  ])('(%p, %p, %p) -> %p', (localized, raw, code, expected) => {
    expect(gameTitle(localized, raw, code)).toBe(expected);
  });
});
