export { createApiClients } from './createApiClients';
export type { ApiClientsOptions } from './createApiClients';
export type { LobbyApi } from './lobbyApi';
export { CLIENT_BASE_PATHS, CLIENT_NAMES, PROXY_KEYS } from './proxyKeys';
export type { ProxyKey, ProxyMap } from './proxyKeys';
export {
  CASINO_RETRY_STATUSES,
  DEFAULT_LICENSE_TYPE,
  DEFAULT_RETRY_STATUSES,
  LICENSE_TIMEOUT_MS,
  MAX_NO_RESPONSE_RETRIES,
  MAX_RETRIES,
  MAX_RETRY_AFTER_MS,
  PROXY_CONFIG_PATH,
  PROXY_TIMEOUTS_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_METHODS,
} from './constants';
export type { StatusRange } from './constants';
export type { HttpRequest, HttpResponse, QueryValue } from './http/createHttpClient';
export type { SessionCredentials } from './http/requestHeaders';
export type { RetryEvent } from './http/retryPolicy';
export { isNoResponseError, isTimeoutError } from './http/errors';
export type { BonusesQuery } from './calls/bonuses';
export { createImageRemap } from './calls/domainConfig';
export type { DomainConfig, DomainConfigQuery } from './calls/domainConfig';
export { GAMES_POPULATE, gamesQuery } from './calls/games';
export type { GamesFilter } from './calls/games';
export type { LaunchGameRequest, LaunchGameResponse } from './calls/launchGame';
export type { LicenseQuery } from './calls/license';
export type { LobbyQuery } from './calls/lobby';
export { translationLanguage } from './calls/translations';
export type { TranslationManifest, TranslationMessages } from './calls/translations';
