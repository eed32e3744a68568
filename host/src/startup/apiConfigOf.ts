import type { ProxyMap } from '@lobby/api';
import type { ApiConfig } from '@lobby/shared';

/** The remotes' API configuration from the proxy map (keys without a list are left out). */
export function apiConfigOf(proxies: ProxyMap): ApiConfig {
  const entries = Object.entries(proxies).filter((entry): entry is [string, readonly string[]] => entry[1] !== undefined);
  return { proxies: Object.fromEntries(entries) };
}
