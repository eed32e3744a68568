import type { LicenseType, LobbySettings } from '@lobby/shared';

/** SPEC §7 "GET licenses: query country, bundleId". */
export interface LicenceQuery {
  readonly country: string;
  readonly bundleId: string | null;
}

/**
 * What start-up asks the licence call (SPEC §1/§7), or null when there is nothing to ask: the
 * settings already name a licence type (it is a setting, SPEC §3, and an explicit one stands), or
 * they name no country, when the service could only answer its default, which would override the
 * brand setting the SPEC lets decide instead (SPEC §1 "chosen from the licence type or the brand").
 * The content service's first page reply and the lobby ask with the same rule, so they agree.
 */
export function licenceQueryOf(
  settings: Pick<LobbySettings, 'licenseType' | 'country' | 'bundleID'>,
): LicenceQuery | null {
  if (settings.licenseType !== null || settings.country === null) return null;
  return { country: settings.country, bundleId: settings.bundleID };
}

/** The settings with the licence type the call answered: it drives the brand, the region and the lobby request. */
export function withLicenseType<S extends Pick<LobbySettings, 'licenseType'>>(
  settings: S,
  licenseType: LicenseType,
): S {
  return settings.licenseType === licenseType ? settings : { ...settings, licenseType };
}
