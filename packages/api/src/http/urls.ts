/**
 * Base URL of one client on one proxy. Proxy entries are origins (optionally with a prefix);
 * an entry that already ends with the client's base path is used as it is, so a proxy config
 * written either way works.
 */
export function joinBaseUrl(proxyBase: string, basePath: string): string {
  const base = proxyBase.replace(/\/+$/, '');
  const path = basePath.replace(/\/+$/, '');
  if (path !== '' && base.endsWith(path)) return base + basePath.slice(path.length);
  return base + basePath;
}

function resolve(url: string): URL | null {
  const pageUrl = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  try {
    return new URL(url, pageUrl);
  } catch {
    return null;
  }
}

/**
 * Whether a request URL lies under one of the proxy base URLs: same origin and, when the
 * entry has a path, below it. Credentials (XSRF token, user and session ids) go nowhere else.
 */
export function isUnderAllowedBase(url: string, allowedBases: readonly string[]): boolean {
  const target = resolve(url);
  if (!target) return false;
  return allowedBases.some((allowed) => {
    const base = resolve(allowed);
    if (!base || base.origin !== target.origin) return false;
    const prefix = base.pathname.replace(/\/+$/, '');
    return prefix === '' || target.pathname === prefix || target.pathname.startsWith(`${prefix}/`);
  });
}
