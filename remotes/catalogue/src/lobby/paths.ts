/** Joins the host's mount path and a catalogue path without doubling the slash. */
export function withBasePath(basePath: string, path: string): string {
  const base = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export function providerGamesPath(providerCode: string): string {
  return `/provider-games/${encodeURIComponent(providerCode)}`;
}

export function contentPagePath(slug: string): string {
  return `/${encodeURIComponent(slug)}`;
}
