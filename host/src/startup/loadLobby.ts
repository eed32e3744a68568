import { isRawLobbyResponse, readImageHosts, readProxyConfig, type LobbyApi } from '@lobby/api';
import {
  LICENSE_TYPES,
  type FirstDomainConfigReply,
  type FirstLicenseReply,
  type FirstLobbyReply,
  type LicenseType,
  type LobbyBus,
  type LobbyData,
  type ImageHostMap,
  type LobbySettings,
} from '@lobby/shared';
import {
  checkLobbyReply,
  domainConfigQueryOf,
  injectedLobbyJson,
  licenceQueryOf,
  lobbyRequestOf,
  lobbyRequestParams,
  withLicenseType,
  type DomainConfigQuery,
  type LicenceQuery,
  type LobbyRequest,
} from '@lobby/domain';

/** The calls one load attempt makes. */
export type StartupApi = Pick<LobbyApi, 'getProxyConfig' | 'init' | 'getLobby' | 'getLicense' | 'getDomainConfig'>;

/**
 * SPEC §6: with a preview flag, a casinoJsonResponse is the lobby, rendered instead of fetched.
 * A reply that does not fit the lobby's shape fails the load like a broken service reply would
 * (the preview form checks it before it ever gets here).
 */
function injectedReply(settings: LobbySettings): LobbyData | null {
  const json = injectedLobbyJson(settings);
  if (json === null) return null;
  const check = checkLobbyReply(json);
  if (!check.ok) throw new Error('casinoJsonResponse is not a lobby reply', { cause: check });
  return check.reply;
}

/**
 * The reply the server wrote into the page, when it answers exactly the request these
 * settings make and passes a fetched reply's check; null otherwise (the lobby is fetched then).
 */
function pageReply(first: FirstLobbyReply | null | undefined, request: LobbyRequest): LobbyData | null {
  if (!first || request.preview) return null;
  const params = lobbyRequestParams(request);
  const same =
    params.length === first.params.length &&
    params.every(([name, value], index) => first.params[index]?.[0] === name && first.params[index]?.[1] === value);
  if (!same) return null;
  // The check a fetched reply passes: the page's reply stands for one.
  return isRawLobbyResponse(first.reply) ? first.reply : null;
}

/** The licence type the page carries for exactly this query, when it is one (checked like a fetched answer). */
function pageLicence(first: FirstLicenseReply | null | undefined, query: LicenceQuery): LicenseType | null {
  if (!first || first.country !== query.country || first.bundleId !== query.bundleId) return null;
  return LICENSE_TYPES.find((type) => type === first.licenseType) ?? null;
}

/** The image host map the page carries for exactly this query, when it reads as one. */
function pageImageHosts(first: FirstDomainConfigReply | null | undefined, query: DomainConfigQuery): ImageHostMap | null {
  if (!first) return null;
  const asked = Object.entries(query);
  const same =
    asked.length === Object.keys(first.query).length && asked.every(([key, value]) => first.query[key] === value);
  return same ? readImageHosts(first.reply) : null;
}

export interface LoadLobbyOptions {
  readonly bus: LobbyBus;
  readonly api: StartupApi;
  readonly settings: LobbySettings;
  /** The proxy config document the server wrote into the page, if it did: no request for it then. */
  readonly proxyConfig?: unknown;
  /**
   * Settles when the lobby may be shown (the locale's texts are in): the request does not
   * wait for it, only the 'loaded' state does, so the two downloads overlap.
   */
  readonly showable?: Promise<unknown>;
  /** The lobby reply the server wrote into the page (pageConfig's firstLobby), if any. */
  readonly firstLobby?: FirstLobbyReply | null;
  /** The licence answer the server wrote into the page (pageConfig's boot data), if any. */
  readonly firstLicense?: FirstLicenseReply | null;
  /** The domain config answer the server wrote into the page (pageConfig's boot data), if any. */
  readonly firstDomainConfig?: FirstDomainConfigReply | null;
  /** Called once the API clients are built: what start-up fetches beside the load (the app config). */
  readonly onClientsReady?: () => void;
}

/**
 * One attempt at SPEC §4's initial load: API clients; the licence type when the settings need
 * one (SPEC §1/§7: licence type -> brand -> region, published with the settings); then the lobby
 * and the domain config's image host map side by side (SPEC §7: the latter's query carries the
 * licence type); then the map, the lobby, 'loaded' and casinoLoadComplete. Each answer the server
 * wrote into the page for the same request is taken instead of asking, so a standalone page makes
 * no request before its lobby shows. Rejects on any failure of the lobby; the caller decides
 * about maintenance. The licence and the domain config never fail it: their own failures are the
 * default licence type and no map (SPEC §8).
 */
export async function loadLobby({
  bus,
  api,
  settings,
  proxyConfig,
  showable,
  firstLobby,
  firstLicense,
  firstDomainConfig,
  onClientsReady,
}: LoadLobbyOptions): Promise<void> {
  const proxies = proxyConfig === undefined ? await api.getProxyConfig() : readProxyConfig(proxyConfig, 'the page');
  await api.init(proxies);
  onClientsReady?.();
  const licensed = await withLicence(bus, api, settings, firstLicense);
  const request = lobbyRequestOf(licensed);
  const domainQuery = domainConfigQueryOf(licensed);
  const [data, imageHosts] = await Promise.all([
    (async () => injectedReply(licensed) ?? pageReply(firstLobby, request) ?? (await api.getLobby(request)))(),
    pageImageHosts(firstDomainConfig, domainQuery) ?? api.getDomainConfig(domainQuery),
  ]);
  if (data.maintenanceMode) throw new Error('The content service reports maintenance mode');
  await showable;
  // Before the lobby: everything normalised from it shows the remapped hosts from the start.
  bus.emit('lobby:imageHostsChanged', imageHosts ?? {});
  bus.emit('lobby:dataChanged', data);
  bus.emit('lobby:loadStateChanged', 'loaded');
  bus.emit('shell:sendRequested', { type: 'casinoLoadComplete' });
}

/**
 * The settings with the licence type their country and bundle have (licenceQueryOf), the page's
 * answer or GET licenses (its own 10 s limit; a failure is the default type, SPEC §8), published
 * so the brand and everything else read from the settings follow it. Unchanged without a query.
 */
async function withLicence(
  bus: LobbyBus,
  api: Pick<LobbyApi, 'getLicense'>,
  settings: LobbySettings,
  firstLicense: FirstLicenseReply | null | undefined,
): Promise<LobbySettings> {
  const query = licenceQueryOf(settings);
  if (query === null) return settings;
  const licenseType = pageLicence(firstLicense, query) ?? (await api.getLicense(query));
  const licensed = withLicenseType(settings, licenseType);
  // Over the settings in force: a shell message meanwhile (a theme) is kept.
  bus.emit('settings:changed', withLicenseType(bus.current('settings:changed') ?? settings, licenseType));
  return licensed;
}
