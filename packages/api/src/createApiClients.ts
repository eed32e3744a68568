import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import {
  LICENSE_TIMEOUT_MS,
  PROXY_TIMEOUTS_MS,
  RETRYABLE_STATUS_RANGES,
  RETRY_AFTER_MAX_MS,
  RETRY_BASE_DELAY_MS,
  onceUntilFailure,
} from '@lobby/domain';
import type { LobbyStorage } from '@lobby/storage';
import { getAppConfig } from './calls/appConfig';
import { getBonuses } from './calls/bonuses';
import { getDomainConfig } from './calls/domainConfig';
import { addFavourite, getFavouriteGames, removeFavourite } from './calls/favourites';
import { getFreeRounds } from './calls/freeRounds';
import { getGames } from './calls/games';
import { habaLogout } from './calls/habaLogout';
import { launchGame } from './calls/launchGame';
import { getLicense } from './calls/license';
import { getLobby } from './calls/lobby';
import { getPlayerProtection } from './calls/playerProtection';
import { fetchProxyConfig } from './calls/proxyConfig';
import { getRecentlyPlayed, recordPlay } from './calls/recentlyPlayed';
import { getSearchIndex, searchGames } from './calls/search';
import { getTranslations } from './calls/translations';
import { DEFAULT_RETRY_STATUSES, PROXY_CONFIG_PATH } from './constants';
import { loadAxiosKit } from './http/axiosKit';
import { createHttpClient, type HttpClient } from './http/createHttpClient';
import { readDocumentCookie, type SessionCredentials } from './http/requestHeaders';
import { createRetryConfig, type RetryEvent } from './http/retryPolicy';
import type { LobbyApi } from './lobbyApi';
import { CLIENT_NAMES, PROXY_KEYS, type ProxyKey, type ProxyMap } from './proxyKeys';

export interface ApiClientsOptions {
  /** Remembers the failover choice. */
  readonly storage: LobbyStorage;
  /** When given, the clients are ready at once; otherwise call init(). */
  readonly proxies?: ProxyMap;
  readonly proxyConfigUrl?: string;
  /** userId and sessionId for authenticated calls, read at every call (the host's bus session). */
  readonly getSession: () => SessionCredentials | null | undefined;
  readonly now?: () => number;
  /** The page's cookies by default; read for the XSRF token before every attempt. */
  readonly readCookie?: (name: string) => string | null;
  readonly logger?: Pick<Console, 'warn' | 'error'>;
  /** SPEC §9 defaults; injectable so tests run in milliseconds. */
  readonly proxyTimeoutsMs?: readonly number[];
  readonly licenseTimeoutMs?: number;
  readonly retryBaseDelayMs?: number;
  readonly maxRetryAfterMs?: number;
  /** axios adapter; the platform default (xhr in browsers) when left out. */
  readonly adapter?: AxiosRequestConfig['adapter'];
  /** Told about each retry axios-retry schedules (metrics, tests). */
  readonly onRetry?: (event: RetryEvent & { readonly key: ProxyKey }) => void;
}

export function createApiClients(options: ApiClientsOptions): LobbyApi {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? console;
  const { getSession } = options;
  const timeoutsMs = options.proxyTimeoutsMs ?? PROXY_TIMEOUTS_MS;
  const retryBaseDelayMs = options.retryBaseDelayMs ?? RETRY_BASE_DELAY_MS;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? RETRY_AFTER_MAX_MS;
  const clients = new Map<ProxyKey, HttpClient>();
  let markInitialized: () => void = () => undefined;
  const initialized = new Promise<void>((resolve) => {
    markInitialized = resolve;
  });

  // The proxy config itself comes from the page's own server: no proxies to fail over to yet.
  const configClient = onceUntilFailure((): Promise<AxiosInstance> =>
    loadAxiosKit().then(({ axios, axiosRetry }) => {
      const http = axios.create({ adapter: options.adapter, timeout: timeoutsMs[0] });
      axiosRetry(
        http,
        createRetryConfig({ statuses: DEFAULT_RETRY_STATUSES, baseDelayMs: retryBaseDelayMs, maxRetryAfterMs, now }),
      );
      return http;
    }),
  );

  function build(proxies: ProxyMap): void {
    markInitialized();
    clients.clear();
    for (const key of PROXY_KEYS) {
      const baseUrls = proxies[key];
      if (!baseUrls || baseUrls.length === 0) continue;
      clients.set(
        key,
        createHttpClient({
          key,
          baseUrls,
          storage,
          getSession,
          readCookie: options.readCookie ?? readDocumentCookie,
          timeoutsMs,
          retryStatuses: key === 'casino' ? RETRYABLE_STATUS_RANGES : DEFAULT_RETRY_STATUSES,
          retryBaseDelayMs,
          maxRetryAfterMs,
          now,
          logger,
          adapter: options.adapter,
          onRetry: options.onRetry && ((event) => options.onRetry?.({ ...event, key })),
        }),
      );
    }
  }

  /** Async so that a missing client rejects the call instead of throwing synchronously. */
  async function client(key: ProxyKey): Promise<HttpClient> {
    const found = clients.get(key);
    if (!found) throw new Error(`${CLIENT_NAMES[key]} not initialized`);
    return found;
  }

  async function getProxyConfig(url: string = options.proxyConfigUrl ?? PROXY_CONFIG_PATH): Promise<ProxyMap> {
    return fetchProxyConfig(await configClient(), url);
  }

  if (options.proxies) build(options.proxies);

  return {
    async init(proxies) {
      build(proxies ?? (await getProxyConfig()));
    },
    initialized: () => initialized,
    getProxyConfig,
    getTranslations: async (locale, timestamp) =>
      getTranslations(await client('translations'), logger, locale, timestamp),
    getLobby: async (query) => getLobby(await client('casino'), logger, query),
    getLicense: async (query) =>
      getLicense(await client('casino'), logger, query, options.licenseTimeoutMs ?? LICENSE_TIMEOUT_MS),
    getDomainConfig: async (query) => getDomainConfig(await client('casino'), logger, query),
    getAppConfig: async () => getAppConfig(await client('appConfig'), logger),
    getBonuses: async (query) => getBonuses(await client('casino'), logger, query, now),
    getGames: async (filter) => getGames(await client('casino'), logger, filter),
    getSearchIndex: async (query) => getSearchIndex(await client('casino'), query),
    searchGames: async (query, signal) => searchGames(await client('casino'), logger, query, signal),
    launchGame: async (request) => launchGame(await client('casino'), request),
    getFreeRounds: async () => getFreeRounds(await client('platform'), logger),
    getPlayerProtection: async (licenseType) => getPlayerProtection(await client('platform'), logger, licenseType),
    getRecentlyPlayed: async () => getRecentlyPlayed(await client('platform'), logger),
    recordPlay: async (gameId, write) => recordPlay(await client('platform'), gameId, write),
    getFavouriteGames: async () => getFavouriteGames(await client('platform'), logger),
    addFavourite: async (gameKey, write) => addFavourite(await client('platform'), gameKey, write),
    removeFavourite: async (gameKey, write) => removeFavourite(await client('platform'), gameKey, write),
    habaLogout: async (gameId) => habaLogout(await client('platform'), logger, gameId),
  };
}
