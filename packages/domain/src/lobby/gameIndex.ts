import { GAME_KEY_SEPARATOR } from '@lobby/shared';
import { normaliseGameKey } from '../entities/gameKey';

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
    const key = game.key.toLowerCase();
    const code = game.code.toLowerCase();
    if (!keys.has(key)) keys.set(key, game);
    if (!codes.has(code)) codes.set(code, game);
  }
  const byKey = (key: string): G | undefined => {
    const normalised = normaliseGameKey(key);
    return normalised === null ? undefined : keys.get(normalised.toLowerCase());
  };
  return {
    byKey,
    byCode: (code) => {
      if (typeof code !== 'string') return undefined;
      return codes.get(code.trim().toLowerCase()) ?? (code.includes(GAME_KEY_SEPARATOR) ? byKey(code) : undefined);
    },
  };
}
