import { foldSearchText, wordsOf } from './foldSearchText';

describe('foldSearchText', () => {
  test.each<[string, string]>([
    // case and accents
    ['Olympus', 'olympus'],
    ['ÓLYMPUS', 'olympus'],
    ['Café Royale', 'cafe royale'],
    ['Crème Brûlée', 'creme brulee'],
    ['Tiếng Việt', 'tieng viet'],
    ['Ёлка', 'елка'],
    ['Ἀθῆναι', 'αθηναι'],
    ['İstanbul', 'istanbul'],
    // letters without a mark to strip
    ['Straße', 'strasse'],
    ['GROẞE', 'grosse'],
    ['Ærø', 'aero'],
    ['Œuvre', 'oeuvre'],
    ['Łódź', 'lodz'],
    ['Đorđe', 'dorde'],
    ['Þór', 'thor'],
    ['ıspanak', 'ispanak'],
    // compatibility forms
    ['ＳＬＯＴ', 'slot'],
    ['ﬁre', 'fire'],
    ['ℌot', 'hot'],
    ['Ｘ２', 'x2'],
    // separators: every run one space, trimmed
    ['gates_olympus', 'gates olympus'],
    ['  Gates   of -- Olympus!  ', 'gates of olympus'],
    ['Book of Ra™ Deluxe 10', 'book of ra deluxe 10'],
    ['5 Lions Megaways™', '5 lions megaways'],
    ['Sweet Bonanza®', 'sweet bonanza'],
    ['½ Moon', '1 2 moon'],
    ['🃏 Joker 🃏', 'joker'],
    ['🃏🃏🃏', ''],
    ['', ''],
    ['   ', ''],
    // scripts without spaces and with marks that spell the word
    ['麻将胡了', '麻将胡了'],
    ['麻将胡了 2', '麻将胡了 2'],
    ['สล็อต', 'สล็อต'],
    ['स्लॉट', 'स्लॉट'],
    // optional vowel points
    ['שָׁלוֹם', 'שלום'],
    ['مَرْحَبًا', 'مرحبا'],
  ])('%p -> %p', (text, expected) => {
    expect(foldSearchText(text)).toBe(expected);
  });

  test('every printable ASCII character: letters lowercased, digits kept, the rest a separator', () => {
    for (let code = 0x20; code <= 0x7e; code += 1) {
      const character = String.fromCharCode(code);
      const expected = /[a-z0-9]/i.test(character) ? `a${character.toLowerCase()}b` : 'a b';
      expect([character, foldSearchText(`a${character}b`)]).toEqual([character, expected]);
    }
  });

  test('ASCII text and the same text with accents fold alike', () => {
    expect(foldSearchText('Café -- Royale_2!')).toBe(foldSearchText('Cafe -- Royale_2!'));
  });

  test('half-width and full-width kana fold alike', () => {
    expect(foldSearchText('ｶﾞﾙ')).toBe(foldSearchText('ガル'));
  });

  test('a Hangul syllable folds to its letters, so one still being typed is a prefix', () => {
    expect(foldSearchText('슬롯').startsWith(foldSearchText('슬로'))).toBe(true);
  });

  test('folding is idempotent', () => {
    for (const text of ['Gates of Olympus', 'Straße', '슬롯', 'Ærø', 'ｶﾞﾙ', 'שָׁלוֹם']) {
      expect(foldSearchText(foldSearchText(text))).toBe(foldSearchText(text));
    }
  });

  test('a huge text folds', () => {
    expect(foldSearchText('X'.repeat(1_000_000))).toHaveLength(1_000_000);
  });
});

describe('wordsOf', () => {
  test.each<[string, string[]]>([
    ['', []],
    ['olympus', ['olympus']],
    ['gates of olympus', ['gates', 'of', 'olympus']],
  ])('%p -> %p', (folded, expected) => {
    expect(wordsOf(folded)).toEqual(expected);
  });
});
