import type { RawPage } from '@lobby/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';

/** SPEC §3 "Download banner" and the default app version (SPEC §9). */
const APP_CONFIG = {
  appVersion: '1.6.77',
  downloadBanner: { isInstallBannerDisabled: true, downloadLink: null, content: null },
} as const;

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
    async (request) => ({ app: request.params.app, ...APP_CONFIG }),
  );
}
