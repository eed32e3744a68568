import { DEFAULT_APP_VERSION } from '@lobby/domain';
import type { DownloadBannerInfo, RawPage } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';

/** SPEC §3 "Download banner": disabled by default. */
const DEFAULT_DOWNLOAD_BANNER: DownloadBannerInfo = { isInstallBannerDisabled: true, downloadLink: null, content: null };

interface AppConfigBody {
  readonly app: string;
  readonly appVersion: string;
  readonly downloadBanner: DownloadBannerInfo;
}

/**
 * The app config as the site settings hold it (`appVersion`, `downloadBanner`; seed/settings.ts),
 * SPEC §9's version and no banner where they hold none. Every app name gets the same one: this
 * service configures one lobby.
 */
async function appConfig(db: Queryable, app: string): Promise<AppConfigBody> {
  const result = await db.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM site_settings WHERE key IN ('appVersion', 'downloadBanner')`,
  );
  const setting = (key: string): unknown => result.rows.find((row) => row.key === key)?.value;
  const appVersion = setting('appVersion');
  const banner = setting('downloadBanner');
  return {
    app,
    appVersion: typeof appVersion === 'string' ? appVersion : DEFAULT_APP_VERSION,
    downloadBanner:
      typeof banner === 'object' && banner !== null ? { ...DEFAULT_DOWNLOAD_BANNER, ...banner } : DEFAULT_DOWNLOAD_BANNER,
  };
}

/** The small part of the web CMS the lobby reads: pages and the app configuration. */
export async function cmsRoutes(app: FastifyInstance, deps: { readonly db: Queryable }): Promise<void> {
  app.get('/cms/api/pages', async (): Promise<{ data: RawPage[] }> => {
    const result = await deps.db.query<RawPage>(
      `SELECT p.id, p.slug, p.title,
         COALESCE((SELECT array_agg(x.block_id ORDER BY x.position) FROM page_blocks x WHERE x.page_id = p.id), '{}') AS blocks
       FROM pages p ORDER BY p.position, p.id`,
    );
    return { data: result.rows };
  });

  app.get<{ Params: { app: string } }>(
    '/cms/appconfig/app-configs/:app',
    {
      schema: {
        params: { type: 'object', required: ['app'], properties: { app: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,60}$' } } },
      },
    },
    async (request) => appConfig(deps.db, request.params.app),
  );
}
