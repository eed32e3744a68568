import { createVocabularyBuilder, isUnspacedScript, prefixRange, visitTypoRanges } from './vocabulary';

/** Optimal string alignment distance, the plain table: the reference for the trie walk. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      let cost = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = cost;
    }
  }
  return at(a.length, b.length);
}

function withinOfAPrefix(query: string, word: string, maxDistance: number): boolean {
  for (let length = 0; length <= word.length; length += 1) {
    if (distance(query, word.slice(0, length)) <= maxDistance) return true;
  }
  return false;
}

function typoMatches(words: readonly string[], query: string, maxDistance: number): string[] {
  const found: string[] = [];
  visitTypoRanges(words, query, maxDistance, (from, to) => found.push(...words.slice(from, to)));
  return found;
}

const WORDS = [
  'book',
  'books',
  'bookie',
  'boom',
  'dead',
  'dragon',
  'dragonfly',
  'drago',
  'gates',
  'gold',
  'golden',
  'olympus',
  'slot',
  'slots',
  'sweet',
  'tiger',
].sort();

describe('prefixRange', () => {
  test.each<[string, string[]]>([
    ['book', ['book', 'bookie', 'books']],
    ['drag', ['drago', 'dragon', 'dragonfly']],
    ['dragonfly', ['dragonfly']],
    ['dragonflyx', []],
    ['a', []],
    ['z', []],
    ['', WORDS],
  ])('%p -> %p', (prefix, expected) => {
    const [from, to] = prefixRange(WORDS, prefix);
    expect(WORDS.slice(from, to)).toEqual(expected);
  });
});

describe('visitTypoRanges', () => {
  test.each<[string, number, string[]]>([
    // a substitution, an insertion, a deletion, a transposition
    ['drafon', 1, ['dragon', 'dragonfly']],
    ['drgon', 1, ['dragon', 'dragonfly']],
    ['dragn', 1, ['drago', 'dragon', 'dragonfly']],
    ['draggon', 1, ['dragon', 'dragonfly']],
    ['tigre', 1, ['tiger']],
    // against the prefix of the query's length of a longer word
    ['olymq', 1, ['olympus']],
    ['swete', 1, ['sweet']],
    ['olympsu', 1, ['olympus']],
    ['olmypsu', 1, []],
    ['olmypsu', 2, ['olympus']],
    ['xxxxxx', 2, []],
  ])('%p within %p -> %p', (query, maxDistance, expected) => {
    expect(typoMatches(WORDS, query, maxDistance)).toEqual(expected);
  });

  test('finds what the plain table finds, over many words and queries', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const letters = 'abcde';
    const word = (length: number) => Array.from({ length }, () => letters[Math.floor(random() * 5)]).join('');
    const words = [...new Set(Array.from({ length: 400 }, () => word(1 + Math.floor(random() * 8))))].sort();
    let found = 0;
    for (let round = 0; round < 150; round += 1) {
      const query = word(4 + Math.floor(random() * 6));
      const maxDistance = query.length >= 8 ? 2 : 1;
      const expected = words.filter((candidate) => withinOfAPrefix(query, candidate, maxDistance));
      expect([query, typoMatches(words, query, maxDistance)]).toEqual([query, expected]);
      found += expected.length;
    }
    expect(found).toBeGreaterThan(150);
  });
});

describe('createVocabularyBuilder', () => {
  test('distinct words, sorted, each with its entries once and in order', () => {
    const builder = createVocabularyBuilder();
    builder.add(0, ['slot', 'gold', 'slot']);
    builder.add(0, ['slot']);
    builder.add(1, ['gold']);
    builder.add(3, ['麻将胡了']);
    builder.add(3, ['gold']);
    const vocabulary = builder.build();
    expect(vocabulary.words).toEqual(['gold', 'slot', '麻将胡了']);
    expect(vocabulary.postings).toEqual([[0, 1, 3], [0], [3]]);
    expect(vocabulary.longestWord).toBe(4);
    expect(vocabulary.unspacedWords).toEqual([2]);
    expect(vocabulary.longestUnspacedWord).toBe(4);
  });
});

describe('isUnspacedScript', () => {
  test.each<[string, boolean]>([
    ['麻将', true],
    ['スロット', true],
    ['ひらがな', true],
    ['สล็อต', true],
    ['슬롯'.normalize('NFD'), true],
    ['olympus', false],
    ['олимп', false],
    ['2024', false],
  ])('%p -> %p', (word, expected) => {
    expect(isUnspacedScript(word)).toBe(expected);
  });
});
