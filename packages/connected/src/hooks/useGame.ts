import type { Game } from '@lobby/domain';
import { useMemo } from 'react';
import { useGamesOfKeysState } from './useGamesOfKeys';

/**
 * One game by key, fetched when the lobby reply does not carry it: undefined while unknown,
 * null once the server has said the lobby does not offer it.
 */
export function useGame(key: string | null): Game | null | undefined {
  const keys = useMemo(() => (key === null ? [] : [key]), [key]);
  const { games, settled } = useGamesOfKeysState(keys);
  if (key === null) return null;
  return games[0] ?? (settled ? null : undefined);
}
