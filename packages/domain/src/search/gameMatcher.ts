import { createCollator } from '../sorting/sortGames';
import { rememberAtMost } from '../util/caching';
import { foldSearchText, wordsOf } from './foldSearchText';
import { SEARCH_MIN_LENGTH } from './searchQuery';
import type { SearchEntry } from './searchEntries';
import { createVocabularyBuilder, isUnspacedScript, prefixRange, visitTypoRanges } from './vocabulary';

/**
 * 0 exact title, 1 title starts with the query (its words are prefixes of the title's words, in
 * order, the first of the first), 2 every word matched by prefix (any field), 3 at least one
 * word matched only with a typo.
 */
export type SearchTier = 0 | 1 | 2 | 3;

export interface SearchHit {
  readonly entry: SearchEntry;
  readonly tier: SearchTier;
}

export interface GameMatcher {
  readonly size: number;
  /**
   * Ranked hits for a query that validateSearchQuery accepted: tier, then playingCount desc,
   * then title (collated), then key. An empty array when nothing matches.
   */
  match(query: string): readonly SearchHit[];
}

export interface GameMatcherOptions {
  /** Collation locale of the title tie-break; an invalid tag falls back as in sortGames. */
  readonly locale?: string;
}

/** Typing a letter changes one word; the others, and the word before the letter, are kept. */
const CACHED_WORDS = 16;
/** A pasted wall of text is matched, not kept. */
const CACHED_WORD_MAX_LENGTH = 64;

/** Far beyond any typed search. */
const QUERY_MAX_LENGTH = 1000;

/** How a query word matched an entry; the smaller over the words is the entry's. */
const NONE = 0;
const TYPO = 1;
const CLEAN = 2;

const NO_HITS: readonly SearchHit[] = Object.freeze([]);
const DIGITS_ONLY = /^\p{N}+$/u;

/**
 * Edits allowed to a query word: none below 4 letters and for numbers ("2" must not find "3"),
 * 1 up to 7 letters, 2 from 8.
 */
export function typoAllowance(word: string): number {
  if (DIGITS_ONLY.test(word)) return 0;
  let letters = 0;
  for (const _letter of word) {
    letters += 1;
    if (letters >= 8) return 2;
  }
  return letters >= 4 ? 1 : 0;
}

/**
 * The search panel's matcher (issue #13), also run by the server over the candidates the
 * database finds. Query and game texts are folded (foldSearchText). Every query word must match
 * a word of the title, code, supplier name, supplier code or a group name: exactly, as its
 * prefix, or within typoAllowance edits of one of its prefixes; a word in a script written
 * without spaces also matches inside a word. A query that is a prefix of the code with its
 * separators dropped ("gatesofolym" for gates_of_olympus) matches too.
 *
 * Built once per catalogue: a vocabulary of the folded words with the entries that have each,
 * and the title order of the collator, so a query costs lookups in the vocabulary, one pass over
 * the entries per query word and a numeric sort of the hits.
 */
export function createGameMatcher(entries: readonly SearchEntry[], options: GameMatcherOptions = {}): GameMatcher {
  const list = [...entries];
  const size = list.length;
  const wordsOnce = memoisedWords();
  const titles: string[] = [];
  const titleWords: string[][] = [];
  const words = createVocabularyBuilder();
  const compactCodes: string[] = [];
  list.forEach((entry, index) => {
    const title = foldSearchText(entry.title);
    const code = foldSearchText(entry.code);
    titles.push(title);
    titleWords.push(wordsOf(title));
    words.add(index, titleWords[index] ?? []);
    words.add(index, wordsOf(code));
    words.add(index, wordsOnce(entry.supplierName));
    words.add(index, wordsOnce(entry.supplier));
    for (const group of entry.groups) words.add(index, wordsOnce(group));
    compactCodes.push(code.replaceAll(' ', ''));
  });
  const vocabulary = words.build();
  const popularity = Float64Array.from(list, (entry) =>
    Number.isFinite(entry.playingCount) ? entry.playingCount : Number.NEGATIVE_INFINITY,
  );
  const titleRank = titleRanks(list, titles, options.locale);

  const wordCache = new Map<string, Uint8Array>();
  let lastQuery: string | null = null;
  let lastHits = NO_HITS;

  function markRange(marks: Uint8Array, from: number, to: number, kind: number): void {
    for (let word = from; word < to; word += 1) {
      for (const entry of vocabulary.postings[word] ?? []) {
        if ((marks[entry] ?? NONE) < kind) marks[entry] = kind;
      }
    }
  }

  function matchWord(word: string): Uint8Array {
    const marks = new Uint8Array(size);
    const [from, to] = prefixRange(vocabulary.words, word);
    markRange(marks, from, to, CLEAN);
    if (word.length <= vocabulary.longestUnspacedWord && isUnspacedScript(word)) {
      for (const index of vocabulary.unspacedWords) {
        if ((vocabulary.words[index] ?? '').includes(word)) markRange(marks, index, index + 1, CLEAN);
      }
    }
    const allowance = typoAllowance(word);
    // A longer word is more than `allowance` edits from every word and its prefixes.
    if (allowance > 0 && word.length <= vocabulary.longestWord + allowance) {
      visitTypoRanges(vocabulary.words, word, allowance, (first, end) => markRange(marks, first, end, TYPO));
    }
    return marks;
  }

  function marksOf(word: string): Uint8Array {
    const cached = wordCache.get(word);
    if (cached !== undefined) {
      rememberAtMost(wordCache, word, cached, CACHED_WORDS);
      return cached;
    }
    const marks = matchWord(word);
    if (word.length <= CACHED_WORD_MAX_LENGTH) rememberAtMost(wordCache, word, marks, CACHED_WORDS);
    return marks;
  }

  /** 0 or 1 when the title says so, else null. */
  function titleTier(index: number, query: string, queryWords: readonly string[]): SearchTier | null {
    if (titles[index] === query) return 0;
    const words = titleWords[index] ?? [];
    let next = 0;
    for (const [position, queryWord] of queryWords.entries()) {
      while (next < words.length && !(words[next] ?? '').startsWith(queryWord)) {
        if (position === 0) return null;
        next += 1;
      }
      if (next === words.length) return null;
      next += 1;
    }
    return 1;
  }

  function rank(query: string): readonly SearchHit[] {
    const queryWords = wordsOf(query);
    if (queryWords.length === 0) return NO_HITS;
    const matched = new Uint8Array(size).fill(CLEAN);
    for (const word of new Set(queryWords)) {
      const marks = marksOf(word);
      let remaining = 0;
      for (let entry = 0; entry < size; entry += 1) {
        const kind = Math.min(matched[entry] ?? NONE, marks[entry] ?? NONE);
        matched[entry] = kind;
        if (kind !== NONE) remaining += 1;
      }
      if (remaining === 0) break;
    }
    const compactQuery = query.replaceAll(' ', '');
    if (compactQuery.length >= SEARCH_MIN_LENGTH) {
      // A scan per query (a fraction of a millisecond at 20,000 games) rather than sorted codes,
      // whose sort cost tens of milliseconds per build.
      compactCodes.forEach((code, entry) => {
        if (code.startsWith(compactQuery)) matched[entry] = CLEAN;
      });
    }

    const tiers = new Uint8Array(size);
    const hits: number[] = [];
    for (let entry = 0; entry < size; entry += 1) {
      const kind = matched[entry] ?? NONE;
      if (kind === NONE) continue;
      tiers[entry] = kind === CLEAN ? (titleTier(entry, query, queryWords) ?? 2) : 3;
      hits.push(entry);
    }
    if (hits.length === 0) return NO_HITS;
    hits.sort(
      (a, b) =>
        (tiers[a] ?? 0) - (tiers[b] ?? 0) ||
        compareDescending(popularity[a] ?? 0, popularity[b] ?? 0) ||
        (titleRank[a] ?? 0) - (titleRank[b] ?? 0),
    );
    return hits.map((entry) => ({ entry: list[entry] as SearchEntry, tier: (tiers[entry] ?? 3) as SearchTier }));
  }

  return {
    size,
    match(query) {
      const folded = foldQuery(String(query));
      if (folded !== lastQuery) {
        lastHits = rank(folded);
        lastQuery = folded;
      }
      return lastHits;
    },
  };
}

/**
 * The folded query. Past QUERY_MAX_LENGTH the input is pasted text, not a search: its words
 * within that length are matched, bar the last, which may be cut; a megabyte costs what a line
 * does.
 */
function foldQuery(query: string): string {
  if (query.length <= QUERY_MAX_LENGTH) return foldSearchText(query);
  const head = foldSearchText(query.slice(0, QUERY_MAX_LENGTH));
  const lastSpace = head.lastIndexOf(' ');
  return lastSpace < 0 ? '' : head.slice(0, lastSpace);
}

/** Supplier and group names repeat across the catalogue: fold each once. */
function memoisedWords(): (text: string) => readonly string[] {
  const wordsOfText = new Map<string, readonly string[]>();
  return (text) => {
    let words = wordsOfText.get(text);
    if (words === undefined) {
      words = wordsOf(foldSearchText(text));
      wordsOfText.set(text, words);
    }
    return words;
  };
}

/**
 * Each entry's place in title order (collated, then key), so ranking compares numbers. The
 * entries are first put in the order of their folded titles, numbers by their length first
 * ("game 9" before "game 10", as the numeric collator has it), which is mostly the collator's
 * order, so the collated sort mostly confirms runs: several times fewer comparisons.
 */
function titleRanks(
  entries: readonly SearchEntry[],
  foldedTitles: readonly string[],
  locale: string | undefined,
): Int32Array {
  const collator = createCollator(locale);
  const roughKeys = foldedTitles.map((title) => title.replace(DIGIT_RUN, numberByLength));
  // An Array, not an Int32Array: its sort is the TimSort that profits from runs.
  const order = [...entries.keys()]
    .sort((a, b) => compareCodeUnits(roughKeys[a] ?? '', roughKeys[b] ?? ''))
    .sort((a, b) => {
      const left = entries[a] as SearchEntry;
      const right = entries[b] as SearchEntry;
      return collator.compare(left.title, right.title) || compareCodeUnits(left.key, right.key);
    });
  const ranks = new Int32Array(entries.length);
  order.forEach((entry, position) => {
    ranks[entry] = position;
  });
  return ranks;
}

const DIGIT_RUN = /[0-9]+/g;

/** The length as a digit-like character ('1'…'9', then on), so shorter numbers sort first. */
function numberByLength(digits: string): string {
  return String.fromCharCode(0x30 + Math.min(digits.length, 0x2f)) + digits;
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareDescending(a: number, b: number): number {
  return a === b ? 0 : a > b ? -1 : 1;
}
