import type { LobbyApi } from '@lobby/api';
import { MAINTENANCE_TIMEOUT_MS, withFixedPlatform } from '@lobby/domain';
import type { I18n } from '@lobby/i18n';
import type { FirstLobbyReply, LobbyBus, LobbySettings, Locale, Platform, ShellRecord } from '@lobby/shared';
import type { LobbyStorage } from '@lobby/storage';
import { loadLobby } from './loadLobby';
import { publishSettings } from './publishSettings';
import { receiveSettings, type SettingsSourceOptions } from './receiveSettings';
import { browserSchedule, type ScheduleTimer } from './scheduleTimer';

export interface StartupOptions {
  readonly bus: LobbyBus;
  readonly bridge: { start(): void; readonly isStandalone: boolean };
  readonly api: Pick<LobbyApi, 'getProxyConfig' | 'init' | 'getLobby'>;
  readonly storage: Pick<LobbyStorage, 'set'>;
  readonly i18n: I18n;
  readonly loadLocale: (i18n: I18n, locale: Locale) => Promise<unknown>;
  /** The page's query string (settings of a standalone page). */
  readonly query: string;
  /** The shell's first initialData (settings of an embedded page); see createInitialDataInbox. */
  readonly initialData: Promise<ShellRecord>;
  readonly logger: Pick<Console, 'warn' | 'error'>;
  /** SPEC §9's maintenance time-out; shorter in tests. */
  readonly maintenanceTimeoutMs?: number;
  readonly schedule?: ScheduleTimer;
  /** In a game window the launch opened: the opener's casino user record (see receiveSettings). */
  readonly gameWindowUser?: SettingsSourceOptions['gameWindowUser'];
  /** The proxy config document the page carries (pageConfig's boot data), if any. */
  readonly proxyConfig?: unknown;
  /** The lobby reply the page carries (pageConfig's firstLobby): the first attempt's, if it fits. */
  readonly firstLobby?: FirstLobbyReply | null;
  /** The platform a URL prefix fixed (SPEC §2): it wins over the settings. */
  readonly fixedPlatform?: Platform | null;
}

export interface StartupHandle {
  /** Settles after the first load attempt, whether it ended in 'loaded' or 'maintenance'. */
  readonly firstAttempt: Promise<void>;
  /** Cancels a pending maintenance retry. */
  stop(): void;
}

/**
 * SPEC §1/§4 start-up: bridge and casinoReady, settings (query or initialData), locale and
 * theme, then the initial load; any failure of it is maintenance, retried after the
 * maintenance time-out. The settings are kept across retries: the shell sends initialData
 * once, so a retry must not wait for it again.
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
  });
  bus.emit('shell:sendRequested', { type: 'casinoReady' });

  // Only the first attempt: a retry after maintenance asks the service again.
  let firstLobby = options.firstLobby ?? null;
  const attempt = async (settings: LobbySettings, showable?: Promise<unknown>): Promise<void> => {
    bus.emit('lobby:loadStateChanged', 'loading');
    const pageLobby = firstLobby;
    firstLobby = null;
    try {
      await loadLobby({ bus, api: options.api, settings, proxyConfig: options.proxyConfig, showable, firstLobby: pageLobby });
    } catch (error) {
      logger.error('The lobby could not be loaded; maintenance mode until the next attempt', error);
      bus.emit('lobby:loadStateChanged', 'maintenance');
      if (!stopped) cancelRetry = schedule(() => void attempt(settings), timeoutMs);
    }
  };

  const firstAttempt = settingsReceived.then(async (received) => {
    const settings = withFixedPlatform(received, options.fixedPlatform ?? null);
    publishSettings(bus, options.storage, settings);
    // A locale chunk that fails leaves English active: worth a warning, not maintenance. It
    // loads beside the lobby request (issue #12), and the lobby shows once both are in.
    const localeLoaded = options.loadLocale(options.i18n, settings.locale).catch((error: unknown) => {
      logger.warn(`Locale ${settings.locale} could not be loaded`, error);
    });
    await attempt(settings, localeLoaded);
  });

  return {
    firstAttempt,
    stop() {
      stopped = true;
      cancelRetry?.();
    },
  };
}
