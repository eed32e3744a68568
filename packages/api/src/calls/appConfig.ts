import { APP_CONFIG_APP, isRecord, parseSettingsWithIssues } from '@lobby/domain';
import type { HttpClient } from '../http/createHttpClient';

/** SPEC §3/§7: what the lobby reads of its web CMS app config. */
export interface AppConfig {
  /** SPEC §3 "appVersion (from config, default 1.6.77)": null when the config names none in SPEC §5's pattern. */
  readonly appVersion: string | null;
  /** SPEC §3 "Download banner" as the config gives it, read as the shell's downloadBannerInfo is; null when absent. */
  readonly downloadBanner: Readonly<Record<string, unknown>> | null;
}

/**
 * An app config document, fetched or written into the page by the server: null when it is not an
 * object. A version outside SPEC §5's pattern, or a banner that is not an object, reads as none.
 */
export function readAppConfig(reply: unknown): AppConfig | null {
  if (!isRecord(reply)) return null;
  const { appVersion, downloadBanner } = reply;
  // Checked as the setting it stands in for, by the settings schema itself.
  const version = parseSettingsWithIssues({ appVersion });
  return {
    appVersion: typeof appVersion === 'string' && version.issues.length === 0 ? version.settings.appVersion : null,
    downloadBanner: isRecord(downloadBanner) ? downloadBanner : null,
  };
}

/**
 * GET /appconfig/app-configs/lobby on the app config client. A failure or a reply that is not an
 * object is logged and answers null: the lobby keeps its defaults (appVersion 1.6.77, no banner).
 */
export async function getAppConfig(client: HttpClient, logger: Pick<Console, 'warn'>): Promise<AppConfig | null> {
  try {
    const { data } = await client.request({ method: 'GET', path: APP_CONFIG_APP, name: 'getAppConfig' });
    const config = readAppConfig(data);
    if (config === null) throw new Error('reply is not an object');
    return config;
  } catch (error) {
    logger.warn('getAppConfig failed, the default app version and no download banner', error);
    return null;
  }
}
