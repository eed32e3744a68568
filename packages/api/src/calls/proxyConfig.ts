import type { AxiosInstance } from 'axios';
import { check, PROXY_CONFIG, describeFailure } from '@lobby/shared';
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
  const result = check(PROXY_CONFIG, data);
  if (!result.ok) throw new Error(`Proxy config at ${source} is not { config: { proxies: { key: [URL, …] } } } (${describeFailure(result.failure)})`);
  return result.value.config.proxies;
}
