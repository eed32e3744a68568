import type { SqlParam } from '../db/database';
import { seedTable, type SeedTable } from './seedTable';

/** Licence types per country (and per app bundle), domain image hosts and lobby switches. */
export function generateSettings(): SeedTable[] {
  const licenses: Record<string, SqlParam>[] = [
    { country: 'CW', bundle_id: '', license_type: 'Curacao', currency: 'USD' },
    { country: 'MX', bundle_id: '', license_type: 'Mexico', currency: 'MXN' },
    { country: 'KR', bundle_id: '', license_type: 'SouthKorea', currency: 'KRW' },
    { country: 'PH', bundle_id: '', license_type: 'Philippines', currency: 'PHP' },
    { country: 'CA', bundle_id: '', license_type: 'Curacao', currency: 'CAD' },
    { country: 'BR', bundle_id: '', license_type: 'Curacao', currency: 'BRL' },
    { country: 'KR', bundle_id: 'com.wpt.global', license_type: 'Curacao', currency: 'USD' },
  ];
  return [
    seedTable('licenses', licenses),
    seedTable('domain_proxies', [
      { key: 'images', platform: '', hosts: ['/images'] },
      { key: 'games', platform: '', hosts: ['/demo-games'] },
    ]),
    seedTable('site_settings', [
      { key: 'showNavigation', value: 'true' },
      { key: 'showSearch', value: 'true' },
      { key: 'maintenanceMode', value: 'false' },
      { key: 'defaultCurrency', value: '"USD"' },
      // The lobby platforms the lobby call echoes back; any other value reads as none.
      { key: 'lobbyPlatforms', value: '["web", "web-app", "ios-app", "android-app"]' },
    ]),
  ];
}
