import type { LobbySettings, Platform } from '@lobby/shared';
import type { Game, Lobby } from '../entities/types';
import type { RawGameCard } from '@lobby/shared';
import { normaliseGame } from './normaliseGame';

/** The games a lobby offers (SPEC §7 "GET casino"): active, on the platform, and iOS-flagged ones on iOS. */
export interface GamesScope {
  readonly platform: Platform;
  /** Only games flagged for iOS; absent means any. */
  readonly ios?: true;
  readonly isActive: true;
  readonly locale: string;
}

/** The lobby call asks for iOS games on an iOS platform type. */
export function requestsIosGames(settings: Pick<LobbySettings, 'platformType'>): boolean {
  return settings.platformType === 'ios';
}

/**
 * The filters that make a GET games call offer the same games as the lobby reply, so a
 * game fetched on demand is one the lobby would have listed, and a key outside it is not found.
 */
export function gamesScope(settings: Pick<LobbySettings, 'platform' | 'platformType' | 'locale'>): GamesScope {
  return {
    platform: settings.platform,
    ...(requestsIosGames(settings) ? { ios: true } : {}),
    isActive: true,
    locale: settings.locale,
  };
}

/** Games fetched beside a lobby reply, normalised as the reply's own: its labels and supplier names. */
export function normaliseGamesOf(lobby: Pick<Lobby, 'labels' | 'suppliers'>, raws: readonly RawGameCard[]): Game[] {
  const labelsById = new Map(lobby.labels.map((label) => [label.id, label]));
  const supplierNames = new Map<string, string>();
  for (const supplier of lobby.suppliers) {
    const code = supplier.code.toLowerCase();
    if (supplier.name.trim() !== '' && !supplierNames.has(code)) supplierNames.set(code, supplier.name);
  }
  return raws.map((raw) => normaliseGame(raw, labelsById, supplierNames));
}
