import { createGameIndex, normaliseLobby } from '@lobby/domain';
import { useBusValue } from '@lobby/ui';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { LobbyContext } from './LobbyContext';
import type { CatalogueState } from './LobbyContext';

export interface LobbyProviderProps {
  readonly basePath: string;
  readonly children: ReactNode;
}

/**
 * Reads the raw lobby the host replays on the bus and normalises it once per response.
 * The clock is read when a new response arrives, not on every render, so the date
 * windows stay stable while the player browses.
 */
export function LobbyProvider({ basePath, children }: LobbyProviderProps) {
  const raw = useBusValue('lobby:dataChanged');
  const settings = useBusValue('settings:changed');
  const lobby = useMemo(() => (raw === undefined ? undefined : normaliseLobby(raw, { now: Date.now() })), [raw]);
  const gameIndex = useMemo(() => (lobby === undefined ? undefined : createGameIndex(lobby.games)), [lobby]);
  const platform = settings?.platform ?? 'desktop';
  const locale = settings?.locale;
  const state = useMemo<CatalogueState>(
    () => ({ lobby, gameIndex, platform, locale, basePath }),
    [lobby, gameIndex, platform, locale, basePath],
  );
  return <LobbyContext.Provider value={state}>{children}</LobbyContext.Provider>;
}
