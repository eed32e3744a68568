import { readAppConfig, type LobbyApi } from '@lobby/api';
import { MAINTENANCE_TIMEOUT_MS, withFixedPlatform } from '@lobby/domain';
import type { I18n } from '@lobby/i18n';
import type {
  FirstDomainConfigReply,
  FirstLicenseReply,
  FirstLobbyReply,
  LobbyBus,
  LobbySettings,
  Locale,
  Platform,
  ShellRecord,
} from '@lobby/shared';
import type { StartupSettingsSources } from '@lobby/domain';
import type { LobbyStorage } from '@lobby/storage';
import { applyAppConfig } from './applyAppConfig';
import { loadLobby, type StartupApi } from './loadLobby';
import { publishSettings } from './publishSettings';
import { receiveSettings, type SettingsSourceOptions } from './receiveSettings';
import { browserSchedule, type ScheduleTimer } from './scheduleTimer';

export interface StartupOptions {
  readonly bus: LobbyBus;
  readonly bridge: { start(): void; readonly isStandalone: boolean };
  readonly api: StartupApi & Pick<LobbyApi, 'getAppConfig'>;
  readonly storage: Pick<LobbyStorage, 'set'>;
  readonly i18n: I18n;
  readonly loadLocale: (i18n: I18n, locale: Locale) => Promise<unknown>;
  /** The page's query string (settings of a standalone page). */
  readonly query: string;
  /** The shell's first initialData (settings of an embedded page); see createInitialDataInbox. */
  readonly initialData: Promise<ShellRecord>;
  readonly logger: Pick<Console, 'warn' | 'error'>;
  /**
   * SPEC §9's maintenance time-out: the wait before a retry after maintenance, and the longest an
   * embedded lobby waits for initialData before it shows maintenance. Tests pass their own
   * `schedule` (or drive the browser's clock) rather than wait.
   */
  readonly maintenanceTimeoutMs?: number;
  readonly schedule?: ScheduleTimer;
  /** In a game window the launch opened: the opener's casino user record (see receiveSettings). */
  readonly gameWindowUser?: SettingsSourceOptions['gameWindowUser'];
  /** What this device remembers of the player's last session (see receiveSettings). */
  readonly remembered?: SettingsSourceOptions['remembered'];
  /** The proxy config document the page carries (pageConfig's boot data), if any. */
  readonly proxyConfig?: unknown;
  /** The lobby reply the page carries (pageConfig's firstLobby): the first attempt's, if it fits. */
  readonly firstLobby?: FirstLobbyReply | null;
  /** The licence answer the page carries (pageConfig's boot data), used when the settings ask the same. */
  readonly firstLicense?: FirstLicenseReply | null;
  /** The domain config answer the page carries (pageConfig's boot data), used when the settings ask the same. */
  readonly firstDomainConfig?: FirstDomainConfigReply | null;
  /** The app config document the page carries (pageConfig's boot data): applied at once, never asked for then. */
  readonly firstAppConfig?: unknown;
  /**
   * The platform in force when the settings arrive (SPEC §2): the URL prefix's, else the one
   * the lobby's width chooses (host layout/layoutPlatform.ts). It wins over the settings' own,
   * so the first lobby request asks for the platform the player sees.
   */
  readonly platform?: () => Platform | null;
}

export interface StartupHandle {
  /** Settles after the first load attempt, whether it ended in 'loaded' or 'maintenance'. */
  readonly firstAttempt: Promise<void>;
  /** Cancels a pending maintenance retry. */
  stop(): void;
}

/**
 * SPEC §1/§4 start-up: bridge and casinoReady, settings (the query string, under initialData in
 * an embedded lobby), locale and theme, then the initial load (loadLobby: licence, lobby and
 * domain config) with the web CMS app config beside it; any failure of the load is maintenance,
 * retried after the maintenance time-out. An embedded lobby whose shell sends no initialData
 * within that time-out is in maintenance too, until the initialData comes. The settings are kept
 * across retries: the shell sends initialData once, so a retry must not wait for it again.
 */
export function runStartup(options: StartupOptions): StartupHandle {
  const { bus, bridge, logger } = options;
  const schedule = options.schedule ?? browserSchedule;
  const timeoutMs = options.maintenanceTimeoutMs ?? MAINTENANCE_TIMEOUT_MS;
  let cancelRetry: (() => void) | null = null;
  let stopped = false;

  bus.emit('lobby:loadStateChanged', 'loading');
  bridge.start();
  const settingsReceived = receiveSettings({
    standalone: bridge.isStandalone,
    query: options.query,
    initialData: options.initialData,
    logger,
    gameWindowUser: options.gameWindowUser,
    remembered: options.remembered,
  });
  bus.emit('shell:sendRequested', { type: 'casinoReady' });
  if (!bridge.isStandalone && !options.gameWindowUser) waitForInitialData(settingsReceived);

  function waitForInitialData(received: Promise<unknown>): void {
    let waiting = true;
    const cancel = schedule(() => {
      if (!waiting || stopped) return;
      // SPEC §4: maintenance on any failure of the initial loading; a late initialData still starts it.
      logger.error(`No initialData from the host application within ${timeoutMs} ms; maintenance mode until it comes`);
      bus.emit('lobby:loadStateChanged', 'maintenance');
    }, timeoutMs);
    void received.then(() => {
      waiting = false;
      cancel();
    });
  }

  // Only the first attempt: a retry after maintenance asks the service again.
  let firstLobby = options.firstLobby ?? null;
  let appConfigAsked = false;
  const askAppConfig = (sources: StartupSettingsSources): void => {
    if (appConfigAsked) return;
    appConfigAsked = true;
    // Beside the load, never in its way: applied whenever it arrives; after a failure the next attempt asks again.
    void options.api.getAppConfig().then((config) => {
      if (config === null) appConfigAsked = false;
      else applyAppConfig(bus, config, sources);
    });
  };
  const attempt = async (
    settings: LobbySettings,
    sources: StartupSettingsSources,
    showable?: Promise<unknown>,
  ): Promise<void> => {
    bus.emit('lobby:loadStateChanged', 'loading');
    const pageLobby = firstLobby;
    firstLobby = null;
    try {
      await loadLobby({
        bus,
        api: options.api,
        // A retry starts from the settings in force: the licence type the first attempt found stays.
        settings: bus.current('settings:changed') ?? settings,
        proxyConfig: options.proxyConfig,
        showable,
        firstLobby: pageLobby,
        firstLicense: options.firstLicense,
        firstDomainConfig: options.firstDomainConfig,
        onClientsReady: () => askAppConfig(sources),
      });
    } catch (error) {
      logger.error('The lobby could not be loaded; maintenance mode until the next attempt', error);
      bus.emit('lobby:loadStateChanged', 'maintenance');
      if (!stopped) cancelRetry = schedule(() => void attempt(settings, sources), timeoutMs);
    }
  };

  const firstAttempt = settingsReceived.then(async (received) => {
    const settings = withFixedPlatform(received.settings, options.platform?.() ?? null);
    publishSettings(bus, options.storage, settings);
    const pageAppConfig = options.firstAppConfig === undefined ? null : readAppConfig(options.firstAppConfig);
    if (pageAppConfig !== null) {
      appConfigAsked = true;
      applyAppConfig(bus, pageAppConfig, received.sources);
    }
    // A locale chunk that fails leaves English active: worth a warning, not maintenance. It
    // loads beside the lobby request (issue #12), and the lobby shows once both are in.
    const localeLoaded = options.loadLocale(options.i18n, settings.locale).catch((error: unknown) => {
      logger.warn(`Locale ${settings.locale} could not be loaded`, error);
    });
    await attempt(settings, received.sources, localeLoaded);
  });

  return {
    firstAttempt,
    stop() {
      stopped = true;
      cancelRetry?.();
    },
  };
}
