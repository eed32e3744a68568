import {
  ANALYTICS_KEY_META,
  BOOT_DATA_ELEMENT_ID,
  FIRST_LOBBY_ELEMENT_ID,
  FIRST_TEXTS_ELEMENT_ID,
  type BootData,
  type FirstLobbyReply,
  type FirstTexts,
} from '@lobby/shared';

/**
 * What the server that serves the lobby page says about its deployment, in index.html
 * (docs/deployment.md): as meta tags, the host-application origins the shell bridge accepts
 * messages from and whether this is the demo deployment; as a JSON data block, what start-up
 * would otherwise fetch (the registry, the proxy config). A page without them (a static
 * copy, a test) has no extra origins and says nothing about its mode.
 */
export interface PageConfig {
  readonly shellOrigins: readonly string[];
  /** The custom scheme the shell bridge also speaks (SPEC §7; the server's SHELL_SCHEME), when the page names one. */
  readonly shellScheme?: string;
  /** The analytics write key (SPEC §7; the server's ANALYTICS_WRITE_KEY), when the page names one: nothing is tracked without it. */
  readonly analyticsKey?: string;
  readonly mode: 'demo' | 'production' | null;
  /** The registry and proxy config the server wrote into the page; null when it wrote none. */
  readonly boot: BootData | null;
  /** The lobby reply the server wrote into a standalone page, for the request it answers; null when none. */
  readonly firstLobby: FirstLobbyReply | null;
  /** The translation service's texts for the page's locale, as the server wrote them; null when none. */
  readonly firstTexts: FirstTexts | null;
}

export const SHELL_ORIGINS_META = 'lobby-shell-origins';
export const LOBBY_MODE_META = 'lobby-mode';
export const SHELL_SCHEME_META = 'lobby-shell-scheme';

function metaContent(doc: Pick<Document, 'querySelector'>, name: string): string | null {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/** The JSON a script element of the page holds, parsed; null when it is missing or not JSON. */
function elementJson(doc: Pick<Document, 'getElementById'>, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Read as untrusted as the fetched documents it stands for: the loader and the API clients
 * validate its parts; here it only has to be an object with both of them.
 */
function bootData(doc: Pick<Document, 'getElementById'>): BootData | null {
  const value = elementJson(doc, BOOT_DATA_ELEMENT_ID);
  if (typeof value !== 'object' || value === null || !('registry' in value) || !('proxyConfig' in value)) return null;
  return value as BootData;
}

function isParamList(value: unknown): value is FirstLobbyReply['params'] {
  return (
    Array.isArray(value) &&
    value.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'))
  );
}

/** Like the boot data: its parameters must be a list of pairs, its reply is checked where it is used. */
function firstLobby(doc: Pick<Document, 'getElementById'>): FirstLobbyReply | null {
  const value = elementJson(doc, FIRST_LOBBY_ELEMENT_ID);
  if (typeof value !== 'object' || value === null || !('params' in value) || !('reply' in value)) return null;
  return isParamList(value.params) ? { params: value.params, reply: value.reply } : null;
}

/** Its messages are checked where they are merged (mergeRemoteMessages); here it needs a locale. */
function firstTexts(doc: Pick<Document, 'getElementById'>): FirstTexts | null {
  const value = elementJson(doc, FIRST_TEXTS_ELEMENT_ID);
  if (typeof value !== 'object' || value === null || !('locale' in value) || !('messages' in value)) return null;
  return typeof value.locale === 'string' ? { locale: value.locale, messages: value.messages } : null;
}

/** The bridge re-checks each origin (http(s) only, never '*'); this only splits the list. */
export function readPageConfig(doc: Pick<Document, 'querySelector' | 'getElementById'>): PageConfig {
  const origins = metaContent(doc, SHELL_ORIGINS_META);
  const mode = metaContent(doc, LOBBY_MODE_META);
  // The bridge checks the scheme before it uses it (isUsableCustomScheme).
  const scheme = metaContent(doc, SHELL_SCHEME_META)?.trim() ?? '';
  const analyticsKey = metaContent(doc, ANALYTICS_KEY_META)?.trim() ?? '';
  return {
    shellOrigins: origins === null ? [] : origins.split(/\s+/).filter((origin) => origin !== ''),
    ...(scheme === '' ? {} : { shellScheme: scheme }),
    ...(analyticsKey === '' ? {} : { analyticsKey }),
    mode: mode === 'demo' || mode === 'production' ? mode : null,
    boot: bootData(doc),
    firstLobby: firstLobby(doc),
    firstTexts: firstTexts(doc),
  };
}
