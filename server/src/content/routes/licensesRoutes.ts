import { DEFAULT_LICENSE_TYPE } from '@lobby/domain';
import type { LicenseType } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import {
  brandSchema,
  bundleIdSchema,
  countrySchema,
  licenseTypeSchema,
  localeSchema,
  platformSchema,
  shortTextSchema,
} from '../schemas';

const domainConfigQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    layoutType: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
    platform: platformSchema,
    isWebApp: { type: 'boolean' },
    bundleId: bundleIdSchema,
    country: countrySchema,
    locale: localeSchema,
    licenseType: licenseTypeSchema,
    userID: shortTextSchema,
    brand: brandSchema,
  },
} as const;

/**
 * GET /api/v1/casino/licenses: the licence type of a country (table licenses, seeded per country
 * and per app bundle), the default one (SPEC §6) for a country it does not know or none.
 * GET /api/v1/casino/domain_config: the image host map (table domain_proxies: image host -> base
 * URLs, per platform or for all), empty unless an operator sets one (docs/api.md).
 */
export async function licensesRoutes(app: FastifyInstance, deps: { readonly db: Queryable }): Promise<void> {
  app.get<{ Querystring: { country?: string; bundleId?: string } }>(
    '/api/v1/casino/licenses',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { country: countrySchema, bundleId: bundleIdSchema },
        },
      },
    },
    async (request): Promise<{ licenseType: LicenseType }> => {
      const { country, bundleId } = request.query;
      if (!country) return { licenseType: DEFAULT_LICENSE_TYPE };
      // A bundle-specific licence wins over the country's default one.
      const result = await deps.db.query<{ license_type: LicenseType }>(
        `SELECT license_type FROM licenses WHERE country = $1 AND bundle_id IN ($2, '')
          ORDER BY (bundle_id = '') ASC LIMIT 1`,
        [country.toUpperCase(), bundleId ?? ''],
      );
      return { licenseType: result.rows[0]?.license_type ?? DEFAULT_LICENSE_TYPE };
    },
  );

  app.get<{ Querystring: { platform?: string } }>(
    '/api/v1/casino/domain_config',
    { schema: { querystring: domainConfigQuerySchema } },
    async (request): Promise<{ config: { proxies: Record<string, string[]> } }> => {
      // A platform-specific host list overrides the one for every platform ('').
      const result = await deps.db.query<{ key: string; hosts: string[] }>(
        `SELECT DISTINCT ON (key) key, hosts FROM domain_proxies WHERE platform IN ($1, '')
          ORDER BY key, (platform = '') ASC`,
        [request.query.platform ?? ''],
      );
      return { config: { proxies: Object.fromEntries(result.rows.map((row) => [row.key, row.hosts])) } };
    },
  );
}
