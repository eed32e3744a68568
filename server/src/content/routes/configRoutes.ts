import type { FastifyInstance } from 'fastify';

/** Origin-relative base of each API client (DESIGN §4). */
export const PROXY_BASES = {
  casino: '/api/v1/casino',
  platform: '/api',
  cms: '/cms/api',
  appConfig: '/cms/appconfig/app-configs',
  casinoCms: '/cms/api',
  translations: '/i18n',
} as const;

export type ProxyKey = keyof typeof PROXY_BASES;

/**
 * Each client's list of bases, tried in order (SPEC §9 failover): this origin first, then
 * each extra origin (PROXY_BASES, e.g. a second region) with the same path.
 */
export function proxyConfig(extraOrigins: readonly string[]): Record<ProxyKey, string[]> {
  const entries = Object.entries(PROXY_BASES).map(([key, base]) => [
    key,
    [base, ...extraOrigins.map((origin) => `${origin.replace(/\/+$/, '')}${base}`)],
  ]);
  return Object.fromEntries(entries) as Record<ProxyKey, string[]>;
}

/** GET /config/proxies.json. */
export async function configRoutes(app: FastifyInstance, deps: { readonly extraOrigins: readonly string[] }): Promise<void> {
  const body = { config: { proxies: proxyConfig(deps.extraOrigins) } };
  app.get('/config/proxies.json', async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return body;
  });
}
