import type { Game, GameIndex, Lobby } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { createContext } from 'react';

export interface CatalogueState {
  /** Undefined until the host has emitted the first 'lobby:dataChanged'. */
  readonly lobby: Lobby | undefined;
  /** Key and code lookups over the lobby's games, built once per lobby (20,000 games). */
  readonly gameIndex: GameIndex<Game> | undefined;
  readonly platform: Platform;
  readonly locale: string | undefined;
  /** Where the host mounted this remote; prefixes every link the catalogue builds. */
  readonly basePath: string;
}

/**
 * Normalising the lobby is not free, so it happens once in LobbyProvider and every block
 * reads the result from here instead of each running normaliseLobby on its own.
 */
export const LobbyContext = createContext<CatalogueState | null>(null);
