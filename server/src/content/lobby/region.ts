import type { LicenseType } from '@lobby/shared';

/**
 * The region the lobby is served for (SPEC §6): the licence type decides where it names a
 * region, otherwise the brand does (WPTA → SouthKorea, WPTGPUKE → China, WPTG → Curacao).
 * Curacao is the default.
 */
export function regionFor(licenseType: LicenseType | undefined, brand: string | undefined): string {
  if (licenseType === 'SouthKorea' || licenseType === 'Curacao') return licenseType;
  switch (brand?.toUpperCase()) {
    case 'WPTA':
      return 'SouthKorea';
    case 'WPTGPUKE':
      return 'China';
    default:
      return 'Curacao';
  }
}
