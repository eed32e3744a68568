import type { LicenseType, LobbySettings } from '@lobby/shared';

/** SPEC §7 "GET domain_config: query layoutType, platform, isWebApp, bundleId, country, locale, licenseType, userID". */
export interface DomainConfigQuery {
  readonly layoutType: string;
  readonly platform: string;
  readonly isWebApp: boolean;
  readonly bundleId: string | null;
  readonly country: string | null;
  readonly locale: string;
  readonly licenseType: LicenseType | null;
  readonly userID: string | null;
}

/**
 * The domain config call's query from the settings in force once the licence is known. The
 * layout is the settings' platform (the one the lobby asks games for and lays out, issue #32),
 * and the lobby runs as a web app when its platform type is 'web' (not inside a native app).
 */
export function domainConfigQueryOf(
  settings: Pick<
    LobbySettings,
    'platform' | 'platformType' | 'bundleID' | 'country' | 'locale' | 'licenseType' | 'userId'
  >,
): DomainConfigQuery {
  return {
    layoutType: settings.platform,
    platform: settings.platform,
    isWebApp: settings.platformType === 'web',
    bundleId: settings.bundleID,
    country: settings.country,
    locale: settings.locale,
    licenseType: settings.licenseType,
    userID: settings.userId,
  };
}
