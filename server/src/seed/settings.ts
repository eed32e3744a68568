import type { SqlParam } from '../db/database';
import { seedTable, type SeedTable } from './seedTable';

/**
 * Licence types per country (and per app bundle), lobby switches and the web CMS app config.
 * The domain config's image host map (table domain_proxies) is left empty: the catalogue's
 * artwork is this server's own, so the lobby shows it as it is (docs/api.md says how to set one).
 */
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
    seedTable('site_settings', [
      { key: 'showNavigation', value: 'true' },
      { key: 'showSearch', value: 'true' },
      { key: 'maintenanceMode', value: 'false' },
      { key: 'defaultCurrency', value: '"USD"' },
      // The lobby platforms the lobby call echoes back; any other value reads as none.
      { key: 'lobbyPlatforms', value: '["web", "web-app", "ios-app", "android-app"]' },
      // GET /cms/appconfig/app-configs/{app} (cmsRoutes.ts): the SPEC §9 app version and the SPEC §3 banner, off.
      { key: 'appVersion', value: '"1.6.77"' },
      { key: 'downloadBanner', value: '{"isInstallBannerDisabled": true, "downloadLink": null, "content": null}' },
    ]),
  ];
}
