import { BOOT_DATA_ELEMENT_ID, type BootData } from '@lobby/shared';

/**
 * What the server that serves the lobby page says about its deployment, in index.html
 * (docs/deployment.md): as meta tags, the host-application origins the shell bridge accepts
 * messages from and whether this is the demo deployment; as a JSON data block, what start-up
 * would otherwise fetch (the registry, the proxy config). A page without them (a static
 * copy, a test) has no extra origins and says nothing about its mode.
 */
export interface PageConfig {
  readonly shellOrigins: readonly string[];
  readonly mode: 'demo' | 'production' | null;
  /** The registry and proxy config the server wrote into the page; null when it wrote none. */
  readonly boot: BootData | null;
}

export const SHELL_ORIGINS_META = 'lobby-shell-origins';
export const LOBBY_MODE_META = 'lobby-mode';

function metaContent(doc: Pick<Document, 'querySelector'>, name: string): string | null {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/**
 * Read as untrusted as the fetched documents it stands for: the loader and the API clients
 * validate its parts; here it only has to be an object with both of them.
 */
function bootData(doc: Pick<Document, 'getElementById'>): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || !('registry' in value) || !('proxyConfig' in value)) return null;
    return value as BootData;
  } catch {
    return null;
  }
}

/** The bridge re-checks each origin (http(s) only, never '*'); this only splits the list. */
export function readPageConfig(doc: Pick<Document, 'querySelector' | 'getElementById'>): PageConfig {
  const origins = metaContent(doc, SHELL_ORIGINS_META);
  const mode = metaContent(doc, LOBBY_MODE_META);
  return {
    shellOrigins: origins === null ? [] : origins.split(/\s+/).filter((origin) => origin !== ''),
    mode: mode === 'demo' || mode === 'production' ? mode : null,
    boot: bootData(doc),
  };
}
