import { gameKey } from '@lobby/domain';

/** The game route of a game (SPEC §2): the key is encoded, since it holds the separator. */
export function gamePath(aggregator: string, gameCode: string): string {
  return `/games/${encodeURIComponent(gameKey(aggregator, gameCode))}`;
}
