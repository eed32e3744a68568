import { comparableGameKey } from '../entities/gameKey';

export interface GameIndex<G> {
  /** By full key ('bragg:abc'); case-insensitive, aggregator aliases honoured. */
  readonly byKey: (key: string) => G | undefined;
}

/** A lookup built once per catalogue; Maps, so hostile codes like '__proto__' are plain data. */
export function createGameIndex<G extends { readonly key: string }>(games: readonly G[]): GameIndex<G> {
  const keys = new Map<string, G>();
  for (const game of games) {
    // A game whose key is outside the wire form cannot be named by a key.
    const key = comparableGameKey(game.key);
    if (key !== null && !keys.has(key)) keys.set(key, game);
  }
  return {
    byKey: (key) => {
      const comparable = comparableGameKey(key);
      return comparable === null ? undefined : keys.get(comparable);
    },
  };
}
