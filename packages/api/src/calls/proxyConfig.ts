import type { AxiosInstance } from 'axios';
import { isRecord } from '@lobby/domain';
import type { ProxyMap } from '../proxyKeys';

/**
 * GET the proxy config (SPEC §7 first row): `{ config: { proxies: { key: [baseUrl, …] } } }`.
 * Rejects on a malformed reply, since no client can be built without it (the host then
 * shows maintenance, SPEC §1).
 */
export async function fetchProxyConfig(http: AxiosInstance, url: string): Promise<ProxyMap> {
  const { data } = await http.get<unknown>(url);
  return readProxyConfig(data, url);
}

/** The proxy map of a proxy config document, fetched or written into the page (`source` names it in errors). */
export function readProxyConfig(data: unknown, source: string): ProxyMap {
  const proxies = isRecord(data) && isRecord(data.config) ? data.config.proxies : undefined;
  if (!isRecord(proxies)) throw new Error(`Proxy config at ${source} has no config.proxies`);
  const map: Record<string, readonly string[]> = {};
  for (const [key, baseUrls] of Object.entries(proxies)) {
    if (!Array.isArray(baseUrls) || !baseUrls.every((baseUrl) => typeof baseUrl === 'string')) {
      throw new Error(`Proxy config at ${source}: config.proxies.${key} is not a list of URLs`);
    }
    map[key] = baseUrls;
  }
  return map;
}
