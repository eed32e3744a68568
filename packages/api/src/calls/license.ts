import { DEFAULT_LICENSE_TYPE, isRecord } from '@lobby/domain';
import { LICENSE_TYPES, type LicenseType } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';

export interface LicenseQuery {
  readonly country: string | null;
  readonly bundleId: string | null;
}

const isLicenseType = (value: unknown): value is LicenseType => LICENSE_TYPES.some((type) => type === value);

/**
 * GET /api/v1/casino/licenses with its own timeout. SPEC §8: any failure is a warning and
 * the default licence type, never an error.
 */
export async function getLicense(
  client: HttpClient,
  logger: Pick<Console, 'warn'>,
  query: LicenseQuery,
  timeoutMs: number,
): Promise<LicenseType> {
  try {
    const { data } = await client.request({
      method: 'GET',
      path: '/licenses',
      name: 'getLicense',
      params: { country: query.country, bundleId: query.bundleId },
      timeoutMs,
    });
    const licenseType = isRecord(data) ? data.licenseType : undefined;
    if (isLicenseType(licenseType)) return licenseType;
    logger.warn(`getLicense: unknown licence type ${JSON.stringify(licenseType)}, using ${DEFAULT_LICENSE_TYPE}`);
  } catch (error) {
    logger.warn(`getLicense failed, using ${DEFAULT_LICENSE_TYPE}`, error);
  }
  return DEFAULT_LICENSE_TYPE;
}
