import { DEFAULT_LICENSE_TYPE, isRecord, type LicenceQuery } from '@lobby/domain';
import { LICENSE_REPLY, check, type LicenseType } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';

/**
 * GET /api/v1/casino/licenses with its own timeout. SPEC §8: any failure is a warning and
 * the default licence type, never an error.
 */
export async function getLicense(
  client: HttpClient,
  logger: Pick<Console, 'warn'>,
  query: LicenceQuery,
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
    // The reply's schema (@lobby/shared LICENSE_REPLY): one of the SPEC's licence types.
    const reply = check(LICENSE_REPLY, data);
    if (reply.ok) return reply.value.licenseType;
    const licenseType = isRecord(data) ? data.licenseType : undefined;
    logger.warn(`getLicense: unknown licence type ${JSON.stringify(licenseType)}, using ${DEFAULT_LICENSE_TYPE}`);
  } catch (error) {
    logger.warn(`getLicense failed, using ${DEFAULT_LICENSE_TYPE}`, error);
  }
  return DEFAULT_LICENSE_TYPE;
}
