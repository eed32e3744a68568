import type { DomainConfigQuery, LicenceQuery } from '@lobby/domain';
import type {
  ImageHostMap,
  LicenseType,
  RawBonus,
  RawFreeRound,
  RawGamesPage,
  RawLobbyResponse,
  RawPlayerProtection,
  RawRecentGame,
  RawSearchIndex,
} from '@lobby/shared';
import type { BonusesQuery } from './calls/bonuses';
import type { AppConfig } from './calls/appConfig';
import type { GamesFilter } from './calls/games';
import type { LaunchGameRequest, LaunchGameResponse } from './calls/launchGame';
import type { LobbyQuery } from './calls/lobby';
import type { PlayerWrite } from './calls/playerWrite';
import type { SearchGamesQuery, SearchIndexQuery } from './calls/search';
import type { TranslationMessages } from './calls/translations';
import type { ProxyMap } from './proxyKeys';

/**
 * Every call of SPEC §7, one method each. Calls on a client whose proxies are not known yet
 * reject with "casinoClient not initialized" (and the equivalents of CLIENT_NAMES).
 */
export interface LobbyApi {
  /**
   * Builds the clients from the given proxy map, or from GET proxyConfigUrl when none is
   * given. Rejects when the proxy config cannot be read (the host then shows maintenance).
   */
  init(proxies?: ProxyMap): Promise<void>;
  /** Settles once init has built the clients: a caller that starts before start-up's init waits here. */
  initialized(): Promise<void>;

  /** GET the proxy config: `config.proxies`. */
  getProxyConfig(url?: string): Promise<ProxyMap>;
  /** GET /i18n/content/{language}/dev/src/lang/en.json?timestamp=…; null (logged) on failure. */
  getTranslations(locale: string, timestamp?: string): Promise<TranslationMessages | null>;

  /** GET /api/v1/casino/lobby. */
  getLobby(query: LobbyQuery): Promise<RawLobbyResponse>;
  /** GET /api/v1/casino/licenses; the default licence type (warned) on failure. */
  getLicense(query: LicenceQuery): Promise<LicenseType>;
  /** GET /api/v1/casino/domain_config: the image host map; null (logged) on failure. */
  getDomainConfig(query: DomainConfigQuery): Promise<ImageHostMap | null>;
  /** GET /cms/appconfig/app-configs/lobby: app version and download banner; null (logged) on failure. */
  getAppConfig(): Promise<AppConfig | null>;
  /** GET /api/v1/casino/bonuses. */
  getBonuses(query: BonusesQuery): Promise<readonly RawBonus[]>;
  /** GET /api/v1/casino/games with structured filters: one page and the total. */
  getGames(filter: GamesFilter): Promise<RawGamesPage>;
  /** GET /api/v1/casino/games/search-index: the search panel's index; rejects on failure or a malformed reply. */
  getSearchIndex(query: SearchIndexQuery): Promise<RawSearchIndex>;
  /** GET /api/v1/casino/games/search: server-side search (past SEARCH_INDEX_MAX_GAMES), ranked; `signal` cancels it. */
  searchGames(query: SearchGamesQuery, signal?: AbortSignal): Promise<RawGamesPage>;
  /** POST /api/v1/casino/games/launch (auth). */
  launchGame(request: LaunchGameRequest): Promise<LaunchGameResponse>;

  /** GET /api/player/freerounds (auth). */
  getFreeRounds(): Promise<readonly RawFreeRound[]>;
  /** GET /api/player/protection?licenseType=… (auth, issue #34); rejects on failure. */
  getPlayerProtection(licenseType: LicenseType | null): Promise<RawPlayerProtection>;
  /** GET /api/games/recently-played (auth). */
  getRecentlyPlayed(): Promise<readonly RawRecentGame[]>;
  /**
   * POST /api/games/recently-played (auth). `write`: an Idempotency-Key, and the account to
   * write on when it is not the current session's (the action outbox's entries).
   */
  recordPlay(gameId: string, write?: PlayerWrite): Promise<void>;
  /** GET /api/games/favourite-games (auth): game keys. */
  getFavouriteGames(): Promise<readonly string[]>;
  /** PUT /api/games/favourite-games/{gameKey} (auth); `write` as for recordPlay. */
  addFavourite(gameKey: string, write?: PlayerWrite): Promise<void>;
  /** DELETE /api/games/favourite-games/{gameKey} (auth); `write` as for recordPlay. */
  removeFavourite(gameKey: string, write?: PlayerWrite): Promise<void>;
  /** POST /api/haba/logout (auth): true when the buyout is settled (status 200). */
  habaLogout(gameId: string): Promise<boolean>;
}
