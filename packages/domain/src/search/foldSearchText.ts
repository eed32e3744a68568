/**
 * Letters that carry no combining mark to strip, so compatibility decomposition leaves them
 * whole; folded to what a player types on a keyboard without them.
 */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ı: 'i',
};
const FOLDED_LETTER = /[ßæœøłđðþħı]/g;
const HAS_FOLDED_LETTER = /[ßæœøłđðþħı]/;

/**
 * Accents and other optional marks: the combining diacritics of Latin, Greek and Cyrillic, and
 * the vowel points of Hebrew and Arabic. The marks of Thai, Devanagari and similar scripts are
 * part of how a word is spelled, so they stay and count as letters below.
 */
const OPTIONAL_MARK =
  /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u0591-\u05c7\u064b-\u065f\u0670]/g;
const SEPARATOR_RUN = /[^\p{L}\p{N}\p{M}]+/gu;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ASCII_SEPARATOR_RUN = /[^a-z0-9]+/g;

/**
 * The form in which queries and game texts are compared: lowercase, accents stripped
 * (compatibility decomposition, so full-width "ＳＬＯＴ" and the ligature "ﬁ" fold too; ß→ss,
 * æ→ae, ø→o, ł→l, đ→d and the like), every run of characters that are not letters or digits one
 * space, trimmed. The marks that remain (Thai, Devanagari…) are part of their letters. Hangul
 * stays decomposed into its letters, so a syllable still being composed in the input method
 * matches as a prefix.
 */
export function foldSearchText(text: string): string {
  // Most titles and codes, and most texts once their accents are gone: the same result without
  // Unicode classes, several times faster.
  if (PRINTABLE_ASCII.test(text)) return foldPrintableAscii(text);
  const letters = text
    // Symbols first: compatibility decomposition spells "Megaways™" as "megawaysTM".
    .replace(SEPARATOR_RUN, ' ')
    .normalize('NFKD')
    // After decomposing: compatibility forms such as "ℌ" decompose to capitals.
    .toLowerCase()
    .replace(OPTIONAL_MARK, '');
  const folded = HAS_FOLDED_LETTER.test(letters)
    ? letters.replace(FOLDED_LETTER, (letter) => LETTER_FOLDS[letter] ?? letter)
    : letters;
  // Decomposition may have made separators ("½" is "1⁄2").
  return PRINTABLE_ASCII.test(folded) ? foldPrintableAscii(folded) : folded.replace(SEPARATOR_RUN, ' ').trim();
}

function foldPrintableAscii(text: string): string {
  return text.toLowerCase().replace(ASCII_SEPARATOR_RUN, ' ').trim();
}

/** The words of a folded text ('' has none). */
export function wordsOf(folded: string): string[] {
  return folded === '' ? [] : folded.split(' ');
}
