import { isRecord, type DomainConfigQuery } from '@lobby/domain';
import type { ImageHostMap } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';

/**
 * A replacement base the lobby may load images from: an http(s) URL, or a path on the lobby's
 * own origin ('/images'), the way a proxy list names its bases. Anything else (javascript:,
 * '//host', a bare word) is dropped, since it ends up in an <img src>.
 */
function isImageBase(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A domain config document's config.proxies, fetched or written into the page by the server: image
 * host -> a base or a list of them (the first is used), unusable entries dropped; null without one.
 */
export function readImageHosts(reply: unknown): ImageHostMap | null {
  const proxies = isRecord(reply) && isRecord(reply.config) ? reply.config.proxies : undefined;
  if (!isRecord(proxies)) return null;
  const hosts: Record<string, string> = {};
  for (const [host, target] of Object.entries(proxies)) {
    const replacement: unknown = Array.isArray(target) ? target[0] : target;
    if (typeof replacement === 'string' && isImageBase(replacement)) hosts[host] = replacement.replace(/\/+$/, '');
  }
  return hosts;
}

/**
 * GET /api/v1/casino/domain_config; reads config.proxies, the image host map (SPEC §3 "file-domain
 * proxy map") domain's remapImageUrl applies. SPEC §8: a failure is logged and the map left unset (null).
 */
export async function getDomainConfig(
  client: HttpClient,
  logger: Pick<Console, 'error'>,
  query: DomainConfigQuery,
): Promise<ImageHostMap | null> {
  try {
    const { data } = await client.request({
      method: 'GET',
      path: '/domain_config',
      name: 'getDomainConfig',
      params: { ...query },
    });
    const hosts = readImageHosts(data);
    if (!hosts) throw new Error('reply has no config.proxies');
    return hosts;
  } catch (error) {
    logger.error('getDomainConfig failed, image hosts not remapped', error);
    return null;
  }
}
