import type { AppConfig } from '@lobby/api';
import { mergeStartupSettings, type StartupSettingsSources } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';
import { parseDownloadBanner } from '../shell/downloadBanner';

/**
 * The web CMS app config at start-up (SPEC §3/§7), applied when it arrives (the lobby does not
 * wait for it):
 * - appVersion: the config's is the setting's default (SPEC §3 "appVersion (from config, default
 *   1.6.77)"), so it is merged beneath the query and initialData by the one merge rule, and a
 *   version either of them gave still wins. A new one is published with the settings (and so
 *   kept under the app-version storage key, connectSessionMemory).
 * - the download banner: the config's, unless the shell has already said (downloadBannerInfo),
 *   whose word is the newer one and stands.
 */
export function applyAppConfig(
  bus: LobbyBus,
  config: AppConfig,
  sources: StartupSettingsSources,
): void {
  const current = bus.current('settings:changed');
  if (config.appVersion !== null && current !== undefined) {
    const { appVersion } = mergeStartupSettings({ ...sources, defaults: { appVersion: config.appVersion } }).settings;
    if (appVersion !== current.appVersion) {
      bus.emit('settings:changed', { ...current, appVersion });
    }
  }
  if (config.downloadBanner !== null && bus.current('downloadBanner:changed') === undefined)
    bus.emit('downloadBanner:changed', parseDownloadBanner(config.downloadBanner));
}
