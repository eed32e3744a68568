/**
 * The game key on the wire (SPEC §3 "Unique key: aggregator plus separator plus code"), one
 * form for every boundary that carries one: favourites, recent games, launch, GET games `key`,
 * the game route, openGame. packages/domain `parseGameKey` reads keys by exactly this form and
 * the content service's JSON schemas are made from these sources, so a key one side accepts
 * the other accepts too, and both resolve it to the same game.
 *
 * - Split at the FIRST separator: the aggregator never holds one, a code may ('haba:a:b' is
 *   code 'a:b'). A key without a separator is a bare code (it belongs to the default
 *   aggregator), so a bare code cannot hold one.
 * - Aggregator: 0–60 of A–Z a–z 0–9 _ . - (empty: the default aggregator).
 * - Code: 1–120 printable ASCII characters, no comma (the list separator of GET games), no
 *   space at either end. ASCII, so the lobby's and the database's lower-casing agree.
 */
export const GAME_KEY_SEPARATOR = ':';
const MAX_AGGREGATOR_LENGTH = 60;
const MAX_GAME_CODE_LENGTH = 120;
export const MAX_GAME_KEY_LENGTH = MAX_AGGREGATOR_LENGTH + GAME_KEY_SEPARATOR.length + MAX_GAME_CODE_LENGTH;

const AGGREGATOR = `[A-Za-z0-9_.-]{0,${MAX_AGGREGATOR_LENGTH}}`;
/** 1 to `max` characters of `inner`, the first and last from `edge` (no lookbehind: old Safari). */
const bounded = (edge: string, inner: string, max: number): string => `${edge}(?:${inner}{0,${max - 2}}${edge})?`;
// Printable ASCII (\x20-\x7e) without the comma (\x2c); edges without the space (\x20) too.
const CODE = bounded('[\\x21-\\x2b\\x2d-\\x7e]', '[\\x20-\\x2b\\x2d-\\x7e]', MAX_GAME_CODE_LENGTH);
// The same without the separator (\x3a).
const BARE_CODE = bounded(
  '[\\x21-\\x2b\\x2d-\\x39\\x3b-\\x7e]',
  '[\\x20-\\x2b\\x2d-\\x39\\x3b-\\x7e]',
  MAX_GAME_CODE_LENGTH,
);

/** One key, unanchored, for a list pattern (GET games `key=a,b`). */
export const GAME_KEY_ITEM_SOURCE = `(?:${AGGREGATOR}${GAME_KEY_SEPARATOR}${CODE}|${BARE_CODE})`;
/** One code, unanchored, for a list pattern (GET games `code=a,b`). */
export const GAME_CODE_ITEM_SOURCE = `(?:${CODE})`;
/** A whole value that is one game key (a JSON schema `pattern`). */
export const GAME_KEY_SOURCE = `^${GAME_KEY_ITEM_SOURCE}$`;
export const GAME_KEY_PATTERN = new RegExp(GAME_KEY_SOURCE);
