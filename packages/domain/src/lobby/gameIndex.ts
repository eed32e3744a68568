import { comparableGameKey, foldGameCode } from '../entities/gameKey';

export interface GameIndex<G> {
  /** By full key ('bragg:abc'); case-insensitive, aggregator aliases honoured. */
  readonly byKey: (key: string) => G | undefined;
  /**
   * By code alone, case-insensitive (SPEC §3). A key is accepted too. When several
   * aggregators share a code, the first game in catalogue order wins.
   */
  readonly byCode: (code: string) => G | undefined;
}

/** A lookup built once per catalogue; Maps, so hostile codes like '__proto__' are plain data. */
export function createGameIndex<G extends { readonly key: string; readonly code: string }>(
  games: readonly G[],
): GameIndex<G> {
  const keys = new Map<string, G>();
  const codes = new Map<string, G>();
  for (const game of games) {
    // A game whose key is outside the wire form cannot be named by a key, only by its code.
    const key = comparableGameKey(game.key);
    const code = foldGameCode(game.code);
    if (key !== null && !keys.has(key)) keys.set(key, game);
    if (!codes.has(code)) codes.set(code, game);
  }
  const byKey = (key: string): G | undefined => {
    const comparable = comparableGameKey(key);
    return comparable === null ? undefined : keys.get(comparable);
  };
  return {
    byKey,
    byCode: (code) => {
      if (typeof code !== 'string') return undefined;
      return codes.get(foldGameCode(code.trim())) ?? byKey(code);
    },
  };
}
