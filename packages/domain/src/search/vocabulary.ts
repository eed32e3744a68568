/**
 * The distinct folded words of a catalogue, sorted by code unit, each with the ascending indexes
 * of the entries that have it. A query word is looked up here, never against every game: a
 * prefix is one binary search, a typo a walk of the sorted words as if they were a trie.
 */
export interface Vocabulary {
  readonly words: readonly string[];
  readonly postings: readonly (readonly number[])[];
  readonly longestWord: number;
  /** Indexes of the words in scripts written without spaces, searched by substring. */
  readonly unspacedWords: readonly number[];
  readonly longestUnspacedWord: number;
}

/** Han, kana, Hangul, Thai and its neighbours: a title is often one "word" of several. */
const UNSPACED_SCRIPT =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u;

export function isUnspacedScript(word: string): boolean {
  return UNSPACED_SCRIPT.test(word);
}

/** Collects the words of entries 0, 1, 2… in turn, then builds the vocabulary. */
export interface VocabularyBuilder {
  /** Words of `entry` (duplicates allowed); entries in ascending order, each in one or more calls. */
  add(entry: number, words: readonly string[]): void;
  build(): Vocabulary;
}

export function createVocabularyBuilder(): VocabularyBuilder {
  const entriesOf = new Map<string, number[]>();
  return {
    add(entry, words) {
      for (const word of words) {
        const entries = entriesOf.get(word);
        if (entries === undefined) entriesOf.set(word, [entry]);
        // Entries come in order, so a repeat can only be the last one pushed.
        else if (entries[entries.length - 1] !== entry) entries.push(entry);
      }
    },
    build() {
      // The default order of strings is by code unit, which prefixRange relies on.
      const words = [...entriesOf.keys()].sort();
      const unspacedWords: number[] = [];
      let longestWord = 0;
      let longestUnspacedWord = 0;
      words.forEach((word, index) => {
        longestWord = Math.max(longestWord, word.length);
        if (isUnspacedScript(word)) {
          unspacedWords.push(index);
          longestUnspacedWord = Math.max(longestUnspacedWord, word.length);
        }
      });
      // Plain arrays: a typed array per word costs more to make than it saves to read.
      const postings = words.map((word) => entriesOf.get(word) ?? []);
      return { words, postings, longestWord, unspacedWords, longestUnspacedWord };
    },
  };
}

/** The half-open range of `words` (sorted by code unit) that start with `prefix`. */
export function prefixRange(words: readonly string[], prefix: string, from = 0): readonly [number, number] {
  let low = from;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return [low, prefixEnd(words, prefix, low)];
}

/** The first index at or after `from` whose word does not start with `prefix`. */
function prefixEnd(words: readonly string[], prefix: string, from: number): number {
  let low = from;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] ?? '').startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Calls `visit(from, to)` for each range of `words` (sorted by code unit) whose words have a
 * prefix within `maxDistance` edits of `query` (optimal string alignment: insertion, deletion,
 * substitution, and a transposition of neighbours counts 1). That takes in the whole word, the
 * prefix of the query's length ("olymq" → "olympus") and a prefix one letter longer or shorter.
 *
 * The sorted words are walked as a trie: the rows of the distance table for a shared prefix are
 * kept for the next word, and a prefix whose row is already past `maxDistance` everywhere skips
 * every word that starts with it (the row minimum never decreases along a word).
 */
export function visitTypoRanges(
  words: readonly string[],
  query: string,
  maxDistance: number,
  visit: (from: number, to: number) => void,
): void {
  const width = query.length + 1;
  const deepest = query.length + maxDistance + 1;
  const rows = new Int32Array((deepest + 1) * width);
  for (let column = 0; column < width; column += 1) rows[column] = column;

  let previous = '';
  let validDepth = 0;
  let index = 0;
  while (index < words.length) {
    const word = words[index] ?? '';
    let depth = 0;
    const shared = Math.min(validDepth, word.length, previous.length);
    while (depth < shared && word.charCodeAt(depth) === previous.charCodeAt(depth)) depth += 1;

    let next = index + 1;
    while (depth < word.length) {
      depth += 1;
      const rowMinimum = fillRow(rows, width, depth, query, word);
      if ((rows[depth * width + query.length] ?? 0) <= maxDistance) {
        next = prefixEnd(words, word.slice(0, depth), index);
        visit(index, next);
        break;
      }
      if (rowMinimum > maxDistance) {
        next = prefixEnd(words, word.slice(0, depth), index);
        break;
      }
    }
    previous = word;
    validDepth = depth;
    index = next;
  }
}

/** Row `depth` of the distance table of `query` against `word`'s first `depth` letters; its minimum. */
function fillRow(rows: Int32Array, width: number, depth: number, query: string, word: string): number {
  const letter = word.charCodeAt(depth - 1);
  const before = depth >= 2 ? word.charCodeAt(depth - 2) : -1;
  const row = depth * width;
  const above = row - width;
  const twoAbove = above - width;
  rows[row] = depth;
  let minimum = depth;
  for (let column = 1; column < width; column += 1) {
    const queryLetter = query.charCodeAt(column - 1);
    let cost = Math.min(
      (rows[above + column] ?? 0) + 1,
      (rows[row + column - 1] ?? 0) + 1,
      (rows[above + column - 1] ?? 0) + (queryLetter === letter ? 0 : 1),
    );
    if (column >= 2 && queryLetter === before && query.charCodeAt(column - 2) === letter) {
      cost = Math.min(cost, (rows[twoAbove + column - 2] ?? 0) + 1);
    }
    rows[row + column] = cost;
    if (cost < minimum) minimum = cost;
  }
  return minimum;
}
