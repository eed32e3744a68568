import { GAME_KEY_SEPARATOR } from '@lobby/shared';
import { normaliseAggregator } from './aggregator';

export interface GameCodeRef {
  readonly code: string;
  readonly aggregator: string;
}

/** The unique key of a game (SPEC §3): aggregator, separator, code. */
export function gameKey(aggregator: unknown, code: string): string {
  return `${normaliseAggregator(aggregator)}${GAME_KEY_SEPARATOR}${code}`;
}

/**
 * Splits a key at the first separator, so codes may themselves contain it. A bare code
 * (no separator) belongs to `defaultAggregator`, which is how bonuses name the games of
 * their provider. Returns null when there is no code.
 */
export function parseGameKey(key: unknown, defaultAggregator?: string | null): GameCodeRef | null {
  if (typeof key !== 'string') return null;
  const at = key.indexOf(GAME_KEY_SEPARATOR);
  const aggregator = at < 0 ? defaultAggregator : key.slice(0, at);
  const code = (at < 0 ? key : key.slice(at + GAME_KEY_SEPARATOR.length)).trim();
  if (code === '') return null;
  return { code, aggregator: normaliseAggregator(aggregator) };
}

/** The key with its aggregator normalised ('oryx:x' -> 'bragg:x'), or null when unusable. */
export function normaliseGameKey(key: unknown, defaultAggregator?: string | null): string | null {
  const ref = parseGameKey(key, defaultAggregator);
  return ref === null ? null : gameKey(ref.aggregator, ref.code);
}
