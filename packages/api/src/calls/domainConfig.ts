import { isRecord } from '@lobby/domain';
import type { LicenseType } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';

export interface DomainConfigQuery {
  readonly layoutType: string;
  readonly platform: string;
  readonly isWebApp: boolean;
  readonly bundleId: string | null;
  readonly country: string | null;
  readonly locale: string;
  readonly licenseType: LicenseType | null;
  readonly userID: string | null;
}

/** The file-domain proxy map of the lobby state (SPEC §3) and the remap built from it. */
export interface DomainConfig {
  /** Image host (an origin like 'https://cdn.example' or a bare host) -> replacement origin. */
  readonly fileDomainProxies: Readonly<Record<string, string>>;
  /** The URL with its host replaced when the map has one for it; otherwise unchanged. */
  remapImageUrl(url: string): string;
}

function readProxies(reply: unknown): Record<string, string> | null {
  const proxies = isRecord(reply) && isRecord(reply.config) ? reply.config.proxies : undefined;
  if (!isRecord(proxies)) return null;
  const map: Record<string, string> = {};
  for (const [host, target] of Object.entries(proxies)) {
    const replacement = Array.isArray(target) ? target[0] : target;
    if (typeof replacement === 'string' && replacement !== '') map[host] = replacement.replace(/\/+$/, '');
  }
  return map;
}

export function createImageRemap(fileDomainProxies: Readonly<Record<string, string>>): (url: string) => string {
  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return url;
    }
    const replacement = fileDomainProxies[parsed.origin] ?? fileDomainProxies[parsed.host];
    if (replacement === undefined) return url;
    return `${replacement}${parsed.pathname}${parsed.search}${parsed.hash}`;
  };
}

/**
 * GET /api/v1/casino/domain_config; reads config.proxies to remap image hosts.
 * SPEC §8: a failure is logged and the map left unset (null).
 */
export async function getDomainConfig(
  client: HttpClient,
  logger: Pick<Console, 'error'>,
  query: DomainConfigQuery,
): Promise<DomainConfig | null> {
  try {
    const { data } = await client.request({
      method: 'GET',
      path: '/domain_config',
      name: 'getDomainConfig',
      params: { ...query },
    });
    const fileDomainProxies = readProxies(data);
    if (!fileDomainProxies) throw new Error('reply has no config.proxies');
    return { fileDomainProxies, remapImageUrl: createImageRemap(fileDomainProxies) };
  } catch (error) {
    logger.error('getDomainConfig failed, image hosts not remapped', error);
    return null;
  }
}
