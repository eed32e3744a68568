import { waitFor } from '@testing-library/react';
import { createLobbyBus } from '@lobby/bus';
import {
  DEV_SESSION_ID,
  DEV_USER_ID,
  MAINTENANCE_TIMEOUT_MS,
  lobbyRequestOf,
  lobbyRequestParams,
  parseSettingsWithIssues,
} from '@lobby/domain';
import { createEnglishI18n } from '@lobby/i18n';
import type { AppConfig } from '@lobby/api';
import type { DomainConfigQuery, LicenceQuery, LobbyRequest } from '@lobby/domain';
import type { BusEventMap, BusEventType, ImageHostMap, LicenseType, LobbyToShellMessage } from '@lobby/shared';
import { rawLobby } from '../testing/lobbyFixture';
import { createInitialDataInbox } from './initialDataInbox';
import { runStartup, type StartupOptions } from './runStartup';

const PROXIES = { casino: ['/api/v1/casino'] };

function seen<K extends BusEventType>(bus: ReturnType<typeof createLobbyBus>, type: K): BusEventMap[K][] {
  const values: BusEventMap[K][] = [];
  bus.on$(type).subscribe((value) => values.push(value));
  return values;
}

function setup(standalone: boolean, query = '', overrides: Partial<StartupOptions> = {}) {
  const bus = createLobbyBus();
  const seen = <K extends BusEventType>(type: K) => {
    const values: BusEventMap[K][] = [];
    bus.on$(type).subscribe((value) => values.push(value));
    return values;
  };
  const sent = seen('shell:sendRequested');
  const states = seen('lobby:loadStateChanged');
  const api = {
    getProxyConfig: jest.fn(async () => PROXIES),
    init: jest.fn(async () => undefined),
    getLobby: jest.fn(async (_request: LobbyRequest) => rawLobby()),
    getLicense: jest.fn(async (_query: LicenceQuery): Promise<LicenseType> => 'SouthKorea'),
    getDomainConfig: jest.fn(async (_query: DomainConfigQuery): Promise<ImageHostMap | null> => null),
    getAppConfig: jest.fn(async (): Promise<AppConfig | null> => null),
  };
  const storage = { set: jest.fn((_key: string, _value: unknown) => true) };
  const loadLocale = jest.fn(async () => 'en');
  const logger = { warn: jest.fn(), error: jest.fn() };
  const retries: { callback: () => void; delayMs: number }[] = [];
  const inbox = createInitialDataInbox(logger);
  const bridge = { start: jest.fn(), isStandalone: standalone };
  const handle = runStartup({
    bus,
    bridge,
    api,
    storage,
    i18n: createEnglishI18n(),
    loadLocale,
    query,
    initialData: inbox.received,
    logger,
    schedule: (callback, delayMs) => {
      retries.push({ callback, delayMs });
      return () => undefined;
    },
    ...overrides,
  });
  const types = (messages: readonly LobbyToShellMessage[]) => messages.map((message) => message.type);
  return { bus, api, storage, loadLocale, logger, retries, inbox, bridge, handle, sent, states, types };
}

describe('runStartup', () => {
  const pageParams = (query: string) => lobbyRequestParams(lobbyRequestOf(parseSettingsWithIssues(query).settings));

  test('the lobby reply the page carries for these settings is the first load, without a request', async () => {
    const reply = rawLobby();
    const t = setup(true, '?locale=fr', { firstLobby: { params: pageParams('?locale=fr'), reply } });
    const data = seen(t.bus, 'lobby:dataChanged');
    await t.handle.firstAttempt;
    expect(t.api.getLobby).not.toHaveBeenCalled();
    expect(data).toEqual([reply]);
    expect(t.states).toEqual(['loading', 'loading', 'loaded']);
  });

  test.each([
    ['other settings', { params: pageParams('?locale=de'), reply: rawLobby() }],
    ['a reply without the lobby shape', { params: pageParams('?locale=fr'), reply: { pages: 'none' } }],
  ])('the page reply is passed over for %s: the lobby is fetched', async (_name, firstLobby) => {
    const t = setup(true, '?locale=fr', { firstLobby });
    await t.handle.firstAttempt;
    expect(t.api.getLobby).toHaveBeenCalledWith(expect.objectContaining({ locale: 'fr' }));
    expect(t.states).toEqual(['loading', 'loading', 'loaded']);
  });

  test('a retry after maintenance asks the service, not the page', async () => {
    const t = setup(true, '', { firstLobby: { params: pageParams(''), reply: { ...rawLobby(), maintenanceMode: true } } });
    await t.handle.firstAttempt;
    expect(t.states).toEqual(['loading', 'loading', 'maintenance']);
    t.retries[0]?.callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.api.getLobby).toHaveBeenCalledTimes(1);
  });

  test('the proxy config the page carries is used without a request for it', async () => {
    const t = setup(true, '', {
      proxyConfig: { config: { proxies: { casino: ['/api/v1/casino', 'https://eu.example.org/api/v1/casino'] } } },
    });
    await t.handle.firstAttempt;
    expect(t.api.getProxyConfig).not.toHaveBeenCalled();
    expect(t.api.init).toHaveBeenCalledWith({ casino: ['/api/v1/casino', 'https://eu.example.org/api/v1/casino'] });
    expect(t.states).toEqual(['loading', 'loading', 'loaded']);
  });

  test('a malformed proxy config in the page is maintenance, like a malformed reply', async () => {
    const t = setup(true, '', { proxyConfig: { config: {} } });
    await t.handle.firstAttempt;
    expect(t.api.getLobby).not.toHaveBeenCalled();
    expect(t.states).toEqual(['loading', 'loading', 'maintenance']);
  });

  test('the lobby request does not wait for the locale, but the lobby shows only once its texts are in', async () => {
    let localeLoaded: () => void = () => undefined;
    const loadLocale = jest.fn(() => new Promise<unknown>((resolve) => (localeLoaded = () => resolve('fr'))));
    const t = setup(true, '?locale=fr', { loadLocale });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.api.getLobby).toHaveBeenCalledWith(expect.objectContaining({ locale: 'fr' }));
    expect(t.states).toEqual(['loading', 'loading']);
    expect(t.bus.current('lobby:dataChanged')).toBeUndefined();
    localeLoaded();
    await t.handle.firstAttempt;
    expect(t.states).toEqual(['loading', 'loading', 'loaded']);
    expect(t.bus.current('lobby:dataChanged')).toEqual(rawLobby());
  });

  test('the platform in force (a URL prefix, or the width) wins over the settings, and the lobby is asked for it', async () => {
    const t = setup(true, '?platform=desktop', { platform: () => 'mobile' });
    await t.handle.firstAttempt;
    expect(t.bus.current('settings:changed')?.platform).toBe('mobile');
    expect(t.api.getLobby).toHaveBeenCalledWith(expect.objectContaining({ devicePlatform: 'mobile' }));
  });

  test('embedded: the platform in force is the one when initialData arrives (the layout may have decided meanwhile)', async () => {
    let platform: 'desktop' | 'mobile' = 'desktop';
    const t = setup(false, '', { platform: () => platform });
    platform = 'mobile';
    t.inbox.offer({ platform: 'desktop' });
    await t.handle.firstAttempt;
    expect(t.bus.current('settings:changed')?.platform).toBe('mobile');
  });

  test('standalone: settings from the query string, then the lobby, loaded, casinoLoadComplete', async () => {
    const t = setup(true, '?userBalance=1234.5&locale=fr&theme=light&country=MT');
    await t.handle.firstAttempt;
    expect(t.bridge.start).toHaveBeenCalled();
    expect(t.types(t.sent)).toEqual(['casinoReady', 'casinoLoadComplete']);
    expect(t.states).toEqual(['loading', 'loading', 'loaded']);
    expect(t.bus.current('settings:changed')).toMatchObject({ locale: 'fr', theme: 'light', userBalance: 1234.5 });
    expect(t.bus.current('session:changed')).toEqual({ userId: DEV_USER_ID, sessionId: DEV_SESSION_ID, guest: false });
    expect(t.storage.set).toHaveBeenCalledWith('casinoUser', { userId: DEV_USER_ID, sessionId: DEV_SESSION_ID });
    expect(t.bus.current('balances:changed')).toEqual({
      userBalance: 1234.5,
      casinoCoin: 0,
      exchangeRate: 1,
      miniGameCoin: 0,
      miniGameId: 0,
    });
    expect(t.loadLocale).toHaveBeenCalledWith(expect.anything(), 'fr');
    expect(t.api.init).toHaveBeenCalledWith(PROXIES);
    expect(t.api.getLobby).toHaveBeenCalledWith(
      expect.objectContaining({ locale: 'fr', devicePlatform: 'desktop', country: 'MT', brand: '99' }),
    );
    expect(t.bus.current('lobby:dataChanged')).toEqual(rawLobby());
  });

  test('embedded: waits for initialData after casinoReady and takes its settings', async () => {
    const t = setup(false, '?userBalance=99');
    await Promise.resolve();
    expect(t.types(t.sent)).toEqual(['casinoReady']);
    expect(t.bus.current('settings:changed')).toBeUndefined();
    expect(t.api.getLobby).not.toHaveBeenCalled();

    t.inbox.offer({ userId: 'u7', sessionId: 's7', userBalance: 50, casinoCoin: 2, guestMode: false, locale: 'ja' });
    await t.handle.firstAttempt;
    expect(t.bus.current('session:changed')).toEqual({ userId: 'u7', sessionId: 's7', guest: false });
    expect(t.bus.current('balances:changed')).toMatchObject({ userBalance: 50, casinoCoin: 2 });
    expect(t.api.getLobby).toHaveBeenCalledWith(expect.objectContaining({ locale: 'ja' }));
    expect(t.bus.current('lobby:loadStateChanged')).toBe('loaded');
    expect(t.types(t.sent)).toEqual(['casinoReady', 'casinoLoadComplete']);
  });

  test("an editor's injected reply is the lobby: nothing fetched; a wrong one is maintenance", async () => {
    const injected = { ...rawLobby(), region: 'injected' };
    const t = setup(false);
    t.inbox.offer({ previewMode: true, casinoJsonResponse: JSON.stringify(injected) });
    await t.handle.firstAttempt;
    expect(t.api.getLobby).not.toHaveBeenCalled();
    expect(t.bus.current('lobby:dataChanged')).toEqual(injected);
    expect(t.bus.current('lobby:loadStateChanged')).toBe('loaded');

    const wrong = setup(false);
    wrong.inbox.offer({ ccPreviewMode: true, casinoJsonResponse: '{"pages": 1}' });
    await wrong.handle.firstAttempt;
    expect(wrong.api.getLobby).not.toHaveBeenCalled();
    expect(wrong.bus.current('lobby:loadStateChanged')).toBe('maintenance');
  });

  test('an editor with a token and an instant asks for the lobby as of then', async () => {
    const t = setup(true, '?previewToken=tok&previewAt=2026-11-28T10%3A00%3A00Z');
    await t.handle.firstAttempt;
    expect(t.api.getLobby).toHaveBeenCalledWith(
      expect.objectContaining({ preview: { token: 'tok', at: '2026-11-28T10:00:00Z' } }),
    );
    const player = setup(true, '?previewAt=2026-11-28T10%3A00%3A00Z');
    await player.handle.firstAttempt;
    expect(player.api.getLobby).toHaveBeenCalledWith(expect.objectContaining({ preview: null }));
  });

  test('a game window: its query at once, with the session of the lobby that opened it', async () => {
    const t = setup(false, '?locale=fr&theme=light&brand=WPTA&loadingTimeout=90', {
      gameWindowUser: { userId: 'u7', sessionId: 's7' },
    });
    await t.handle.firstAttempt;
    expect(t.bus.current('settings:changed')).toMatchObject({ locale: 'fr', theme: 'light', brand: 'WPTA' });
    expect(t.bus.current('session:changed')).toEqual({ userId: 'u7', sessionId: 's7', guest: false });
    expect(t.bus.current('lobby:loadStateChanged')).toBe('loaded');
  });

  test('embedded: invalid initialData values are ignored and logged, never their values', async () => {
    const t = setup(false);
    t.inbox.offer({ userId: 'u7', userBalance: 'a lot', theme: 'purple', sessionId: 'secret-session' });
    await t.handle.firstAttempt;
    expect(t.bus.current('settings:changed')).toMatchObject({ userId: 'u7', userBalance: 0, theme: 'dark' });
    expect(t.logger.warn).toHaveBeenCalledWith('initialData: ignored invalid settings', expect.any(Array));
    expect(JSON.stringify(t.logger.warn.mock.calls)).not.toContain('a lot');
    expect(t.bus.current('lobby:loadStateChanged')).toBe('loaded');
  });

  test('API down: maintenance, retried after the maintenance time-out, then loaded', async () => {
    const t = setup(true);
    t.api.getProxyConfig.mockRejectedValueOnce(new Error('Network Error'));
    await t.handle.firstAttempt;
    expect(t.bus.current('lobby:loadStateChanged')).toBe('maintenance');
    expect(t.logger.error).toHaveBeenCalled();
    expect(t.types(t.sent)).toEqual(['casinoReady']);
    expect(t.retries.map((retry) => retry.delayMs)).toEqual([MAINTENANCE_TIMEOUT_MS]);

    t.retries[0]?.callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.bus.current('lobby:loadStateChanged')).toBe('loaded');
    expect(t.types(t.sent)).toEqual(['casinoReady', 'casinoLoadComplete']);
  });

  test('a failing lobby call or a lobby in maintenance mode is maintenance too', async () => {
    const failing = setup(true, '', { maintenanceTimeoutMs: 5 });
    failing.api.getLobby.mockRejectedValueOnce(new Error('Request failed with status code 503'));
    await failing.handle.firstAttempt;
    expect(failing.states.at(-1)).toBe('maintenance');
    expect(failing.retries[0]?.delayMs).toBe(5);

    const closed = setup(true);
    closed.api.getLobby.mockResolvedValueOnce({ ...rawLobby(), maintenanceMode: true });
    await closed.handle.firstAttempt;
    expect(closed.states.at(-1)).toBe('maintenance');
    expect(closed.bus.current('lobby:dataChanged')).toBeUndefined();
  });

  test('stop cancels a pending retry', async () => {
    const cancel = jest.fn();
    const t = setup(true, '', { schedule: () => cancel });
    t.api.getProxyConfig.mockRejectedValueOnce(new Error('Network Error'));
    await t.handle.firstAttempt;
    t.handle.stop();
    expect(cancel).toHaveBeenCalled();
  });
});

describe('runStartup: the query string under initialData (issue #32)', () => {
  test('a framed lobby at ?locale=fr whose initialData names no locale is French', async () => {
    const t = setup(false, '?locale=fr&theme=light');
    t.inbox.offer({ userId: 'u7', sessionId: 's7' });
    await t.handle.firstAttempt;
    expect(t.bus.current('settings:changed')).toMatchObject({ locale: 'fr', theme: 'light', userId: 'u7' });
    expect(t.loadLocale).toHaveBeenCalledWith(expect.anything(), 'fr');
    expect(t.api.getLobby).toHaveBeenCalledWith(expect.objectContaining({ locale: 'fr' }));
  });

  test("initialData's value wins where both give one; an invalid one leaves the query's", async () => {
    const t = setup(false, '?locale=fr&theme=light');
    t.inbox.offer({ locale: 'ja', theme: 'purple' });
    await t.handle.firstAttempt;
    expect(t.bus.current('settings:changed')).toMatchObject({ locale: 'ja', theme: 'light' });
    expect(t.logger.warn).toHaveBeenCalledWith('initialData: ignored invalid settings', [{ key: 'theme', issue: 'notAnOption' }]);
  });
});

describe('runStartup: waiting for initialData (issue #32)', () => {
  test('a host that never sends initialData: maintenance after the maintenance time-out; a late one still loads', async () => {
    const t = setup(false);
    expect(t.retries.map((timer) => timer.delayMs)).toEqual([MAINTENANCE_TIMEOUT_MS]);
    t.retries[0]?.callback();
    expect(t.bus.current('lobby:loadStateChanged')).toBe('maintenance');
    expect(t.logger.error).toHaveBeenCalledWith(expect.stringContaining('No initialData'));
    expect(t.api.getLobby).not.toHaveBeenCalled();

    t.inbox.offer({ locale: 'fr' });
    await t.handle.firstAttempt;
    expect(t.states).toEqual(['loading', 'maintenance', 'loading', 'loaded']);
  });

  test('the limit is the one given, and an initialData in time cancels it', async () => {
    const cancel = jest.fn();
    const delays: number[] = [];
    const t = setup(false, '', {
      maintenanceTimeoutMs: 50,
      schedule: (_callback, delayMs) => {
        delays.push(delayMs);
        return cancel;
      },
    });
    expect(delays).toEqual([50]);
    t.inbox.offer({});
    await t.handle.firstAttempt;
    expect(cancel).toHaveBeenCalled();
    expect(t.states).toEqual(['loading', 'loading', 'loaded']);
  });

  test('a standalone page and a game window wait for nothing', async () => {
    expect(setup(true).retries).toEqual([]);
    expect(setup(false, '', { gameWindowUser: { userId: 'u7', sessionId: 's7' } }).retries).toEqual([]);
  });
});

describe('runStartup: the licence (issue #32, SPEC §1/§7)', () => {
  test('with a country and no licence type: asked with country and bundle, then lobby, brand and domain config follow it', async () => {
    const t = setup(true, '?country=KR&bundleID=com.wpt.global');
    await t.handle.firstAttempt;
    expect(t.api.getLicense).toHaveBeenCalledWith({ country: 'KR', bundleId: 'com.wpt.global' });
    expect(t.bus.current('settings:changed')?.licenseType).toBe('SouthKorea');
    expect(t.api.getLobby).toHaveBeenCalledWith(expect.objectContaining({ country: 'KR', licenseType: 'SouthKorea' }));
    expect(t.api.getDomainConfig).toHaveBeenCalledWith(expect.objectContaining({ licenseType: 'SouthKorea', bundleId: 'com.wpt.global' }));
  });

  test.each([
    ['a licence type given', '?country=KR&licenseType=Mexico', 'Mexico'],
    ['no country', '?brand=WPTA', null],
  ])('%s: not asked', async (_name, query, licenseType) => {
    const t = setup(true, query);
    await t.handle.firstAttempt;
    expect(t.api.getLicense).not.toHaveBeenCalled();
    expect(t.api.getLobby).toHaveBeenCalledWith(expect.objectContaining({ licenseType }));
  });

  test("the page's licence answer for the same query and its lobby reply for that licence: no call at all", async () => {
    const licensed = { ...parseSettingsWithIssues('?country=KR').settings, licenseType: 'SouthKorea' as const };
    const reply = rawLobby();
    const t = setup(true, '?country=KR', {
      firstLicense: { country: 'KR', bundleId: null, licenseType: 'SouthKorea' },
      firstLobby: { params: lobbyRequestParams(lobbyRequestOf(licensed)), reply },
    });
    await t.handle.firstAttempt;
    expect(t.api.getLicense).not.toHaveBeenCalled();
    expect(t.api.getLobby).not.toHaveBeenCalled();
    expect(t.bus.current('lobby:dataChanged')).toBe(reply);
  });

  test("the page's licence answer for another query, or an unknown type, is passed over", async () => {
    const other = setup(true, '?country=MX', { firstLicense: { country: 'KR', bundleId: null, licenseType: 'SouthKorea' } });
    await other.handle.firstAttempt;
    expect(other.api.getLicense).toHaveBeenCalledWith({ country: 'MX', bundleId: null });
    const unknown = setup(true, '?country=KR', { firstLicense: { country: 'KR', bundleId: null, licenseType: 'Mars' } });
    await unknown.handle.firstAttempt;
    expect(unknown.api.getLicense).toHaveBeenCalled();
  });
});

describe('runStartup: the domain config (issue #32, SPEC §3/§7)', () => {
  test("its image host map is published before the lobby, with the settings' query", async () => {
    const order: string[] = [];
    const t = setup(true, '?locale=fr&platform=mobile&userId=u1&sessionId=s1');
    t.bus.on$('lobby:imageHostsChanged').subscribe((hosts) => order.push(`hosts ${JSON.stringify(hosts)}`));
    t.bus.on$('lobby:dataChanged').subscribe(() => order.push('lobby'));
    t.api.getDomainConfig.mockResolvedValueOnce({ 'https://cdn.example': '/images' });
    await t.handle.firstAttempt;
    expect(t.api.getDomainConfig).toHaveBeenCalledWith({
      layoutType: 'mobile',
      platform: 'mobile',
      isWebApp: true,
      bundleId: null,
      country: null,
      locale: 'fr',
      licenseType: null,
      userID: 'u1',
    });
    expect(order).toEqual(['hosts {"https://cdn.example":"/images"}', 'lobby']);
  });

  test("the page's answer for the same query is taken without a request; for another query it is fetched", async () => {
    const query = {
      layoutType: 'desktop',
      platform: 'desktop',
      isWebApp: true,
      bundleId: null,
      country: null,
      locale: 'en',
      licenseType: null,
      userID: 'dev-player-1',
    };
    const reply = { config: { proxies: { 'https://cdn.example': ['/images'] } } };
    const t = setup(true, '', { firstDomainConfig: { query, reply } });
    await t.handle.firstAttempt;
    expect(t.api.getDomainConfig).not.toHaveBeenCalled();
    expect(t.bus.current('lobby:imageHostsChanged')).toEqual({ 'https://cdn.example': '/images' });

    const other = setup(true, '?locale=fr', { firstDomainConfig: { query, reply } });
    await other.handle.firstAttempt;
    expect(other.api.getDomainConfig).toHaveBeenCalledWith(expect.objectContaining({ locale: 'fr' }));
  });

  test('a failed domain config (null) is an empty map: images as they are, the lobby loads', async () => {
    const t = setup(true);
    await t.handle.firstAttempt;
    expect(t.bus.current('lobby:imageHostsChanged')).toEqual({});
    expect(t.bus.current('lobby:loadStateChanged')).toBe('loaded');
  });
});

describe('runStartup: the web CMS app config (issue #32, SPEC §3/§7)', () => {
  /** The app config's answer has been applied (start-up took it before this test's turn). */
  const applied = async (t: ReturnType<typeof setup>) => {
    await t.api.getAppConfig.mock.results.at(-1)?.value;
  };
  const banner = { isInstallBannerDisabled: false, downloadLink: 'https://apps.example/get', content: 'Get it' };

  test("the config's app version is the lobby's, and its download banner shows", async () => {
    const t = setup(true);
    t.api.getAppConfig.mockResolvedValueOnce({ appVersion: '2.0.1', downloadBanner: banner });
    await t.handle.firstAttempt;
    await applied(t);
    expect(t.bus.current('settings:changed')?.appVersion).toBe('2.0.1');
    expect(t.bus.current('downloadBanner:changed')).toEqual(banner);
  });

  test("the page's app config is applied with the settings, before the lobby, and not asked for", async () => {
    const t = setup(true, '', { firstAppConfig: { app: 'lobby', appVersion: '2.0.1', downloadBanner: banner } });
    const versionAtLoad: (string | undefined)[] = [];
    t.bus.on$('lobby:dataChanged').subscribe(() => versionAtLoad.push(t.bus.current('settings:changed')?.appVersion));
    await t.handle.firstAttempt;
    expect(versionAtLoad).toEqual(['2.0.1']);
    expect(t.bus.current('downloadBanner:changed')).toEqual(banner);
    expect(t.api.getAppConfig).not.toHaveBeenCalled();
  });

  test('an appVersion the query gives wins over the config', async () => {
    const t = setup(true, '?appVersion=1.7.0');
    t.api.getAppConfig.mockResolvedValueOnce({ appVersion: '2.0.1', downloadBanner: null });
    await t.handle.firstAttempt;
    await applied(t);
    expect(t.bus.current('settings:changed')?.appVersion).toBe('1.7.0');
  });

  test("the shell's downloadBannerInfo, once said, stands over the config's", async () => {
    const t = setup(true);
    const shell = { isInstallBannerDisabled: true, downloadLink: null, content: null };
    t.bus.emit('downloadBanner:changed', shell);
    t.api.getAppConfig.mockResolvedValueOnce({ appVersion: null, downloadBanner: banner });
    await t.handle.firstAttempt;
    await applied(t);
    expect(t.bus.current('downloadBanner:changed')).toBe(shell);
  });

  test('the lobby does not wait for it; a failed one keeps the defaults and is asked again by the next attempt', async () => {
    const t = setup(true);
    t.api.getAppConfig.mockReturnValueOnce(new Promise(() => undefined));
    await t.handle.firstAttempt;
    expect(t.bus.current('lobby:loadStateChanged')).toBe('loaded');
    expect(t.bus.current('settings:changed')?.appVersion).toBe('1.6.77');

    const failing = setup(true);
    failing.api.getLobby.mockRejectedValueOnce(new Error('Network Error'));
    await failing.handle.firstAttempt;
    failing.retries[0]?.callback();
    await waitFor(() => expect(failing.api.getAppConfig).toHaveBeenCalledTimes(2));
  });
});
