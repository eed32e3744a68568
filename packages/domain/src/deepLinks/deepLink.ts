import { isShellMessageName, type ShellMessageName } from './shellMessageNames';

/**
 * SPEC §2 deep links: {address}{event}[data]. The SPEC leaves the data separator open;
 * here data follows the event after '/', URI-encoded, as a string or JSON text.
 * Example: 'wptgo://casino/' + 'openCasinoGame' + '/' + encode('{"gameCode":"x"}').
 */
export const DEEP_LINK_DATA_SEPARATOR = '/';

export type DeepLinkData = string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };

export interface DeepLink {
  readonly event: ShellMessageName;
  /** Parsed JSON when the data is JSON text, else the decoded string; undefined without data. */
  readonly data?: DeepLinkData;
}

/** Builds a deep link; strings go as they are, anything else as JSON. */
export function buildDeepLink(address: string, event: ShellMessageName, data?: DeepLinkData): string {
  if (!isShellMessageName(event)) throw new TypeError(`Unknown deep-link event: ${String(event)}`);
  if (data === undefined) return `${address}${event}`;
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return `${address}${event}${DEEP_LINK_DATA_SEPARATOR}${encodeURIComponent(text)}`;
}

/**
 * The event and data of a deep link under `address`, or null when the link is not ours,
 * names an unknown event or carries data that does not decode. A data string that looks
 * like JSON but does not parse stays a string. Never throws.
 */
export function parseDeepLink(link: unknown, address: string): DeepLink | null {
  if (typeof link !== 'string' || address === '' || !link.startsWith(address)) return null;
  const rest = link.slice(address.length);
  const at = rest.indexOf(DEEP_LINK_DATA_SEPARATOR);
  const event = at < 0 ? rest : rest.slice(0, at);
  if (!isShellMessageName(event)) return null;
  if (at < 0) return { event };
  let text: string;
  try {
    text = decodeURIComponent(rest.slice(at + DEEP_LINK_DATA_SEPARATOR.length));
  } catch {
    return null;
  }
  return { event, data: parseData(text) };
}

function parseData(text: string): DeepLinkData {
  const first = text.trimStart().charAt(0);
  if (first !== '{' && first !== '[') return text;
  try {
    // JSON.parse defines '__proto__' as an own key; it never reaches a prototype.
    const value: unknown = JSON.parse(text);
    return isDeepLinkData(value) ? value : text;
  } catch {
    return text;
  }
}

function isDeepLinkData(value: unknown): value is DeepLinkData {
  return value === null || ['string', 'number', 'boolean', 'object'].includes(typeof value);
}
