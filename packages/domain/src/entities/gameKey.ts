/**
 * The game key rule (SPEC §1, §3), the one home of it: the lobby and the content service both
 * read keys here, and the wire form they accept is @lobby/shared GAME_KEY_SOURCE.
 * - A key is split at its first separator, so a code may hold one ('haba:a:b' is code 'a:b');
 *   a key without one is a bare code of the default aggregator.
 * - The aggregator is lower-cased, 'oryx' becomes 'bragg', and a missing one is 'bragg'
 *   (normaliseAggregator).
 * - The code keeps its spelling in the key, but two keys name the same game when their codes
 *   differ only in letter case (SPEC §3: lookup by code is case-insensitive): compare
 *   comparableGameKey / comparableKeyOf, never the keys themselves.
 * - A key outside the wire form (lengths, characters) names no game, here as on the server.
 */
import { GAME_KEY_PATTERN, GAME_KEY_SEPARATOR } from '@lobby/shared';
import { normaliseAggregator } from './aggregator';

export interface GameCodeRef {
  readonly code: string;
  readonly aggregator: string;
}

/** The key of a game (SPEC §3): its normalised aggregator, the separator, its code. */
export function gameKey(aggregator: unknown, code: string): string {
  return `${normaliseAggregator(aggregator)}${GAME_KEY_SEPARATOR}${code}`;
}

/**
 * The game a key names, or null when it is not a key. A bare code belongs to
 * `defaultAggregator`, which is how bonuses name the games of their provider.
 */
export function parseGameKey(key: unknown, defaultAggregator?: string | null): GameCodeRef | null {
  if (typeof key !== 'string' || !GAME_KEY_PATTERN.test(key)) return null;
  const at = key.indexOf(GAME_KEY_SEPARATOR);
  if (at < 0) return { code: key, aggregator: normaliseAggregator(defaultAggregator) };
  return { code: key.slice(at + GAME_KEY_SEPARATOR.length), aggregator: normaliseAggregator(key.slice(0, at)) };
}

/** Codes as lookups compare them (SPEC §3). ASCII only, so SQL's lower() folds them alike. */
export function foldGameCode(code: string): string {
  return code.toLowerCase();
}

/** What every key naming one game shares ('ORYX:Abc', 'bragg:abc' -> 'bragg:abc'), from its parts. */
export function comparableKeyOf(aggregator: unknown, code: string): string {
  return gameKey(aggregator, foldGameCode(code));
}

/** The comparable form of a key (see comparableKeyOf), or null when it names no game. */
export function comparableGameKey(key: unknown): string | null {
  const ref = parseGameKey(key);
  return ref === null ? null : comparableKeyOf(ref.aggregator, ref.code);
}
