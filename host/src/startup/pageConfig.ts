/**
 * What the server that serves the lobby page says about its deployment, as meta tags in
 * index.html (docs/deployment.md): the host-application origins the shell bridge accepts
 * messages from, and whether this is the demo deployment. A page without them (a static
 * copy, a test) has no extra origins and says nothing about its mode.
 */
export interface PageConfig {
  readonly shellOrigins: readonly string[];
  readonly mode: 'demo' | 'production' | null;
}

export const SHELL_ORIGINS_META = 'lobby-shell-origins';
export const LOBBY_MODE_META = 'lobby-mode';

function metaContent(doc: Pick<Document, 'querySelector'>, name: string): string | null {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/** The bridge re-checks each origin (http(s) only, never '*'); this only splits the list. */
export function readPageConfig(doc: Pick<Document, 'querySelector'>): PageConfig {
  const origins = metaContent(doc, SHELL_ORIGINS_META);
  const mode = metaContent(doc, LOBBY_MODE_META);
  return {
    shellOrigins: origins === null ? [] : origins.split(/\s+/).filter((origin) => origin !== ''),
    mode: mode === 'demo' || mode === 'production' ? mode : null,
  };
}
