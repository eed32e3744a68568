import { findForbiddenKey, isRecord } from '../util/guards';
import { isShellMessageName, type ShellMessageName } from './shellMessageNames';

/**
 * SPEC §2 deep links: `{address}{event}`, optionally followed by `?data=` and the data,
 * URI-encoded, as a plain string or JSON text. The SPEC leaves the separator open; a query
 * parameter is what the custom-scheme transport needs: native URL handlers read the event
 * as the host of `casinolobby://openCasinoGame?data=…` and the data from the query, and a
 * slash some of them add after the host (`casinolobby://openMenu/`) stays harmless.
 */
const DATA_PARAMETER = 'data=';

/** Longer than any real link; bounds the work parseDeepLink does on hostile input. */
export const MAX_DEEP_LINK_LENGTH = 32_768;

/**
 * A string goes as it is; anything else as JSON. Parsing gives back a string, or a JSON
 * object or array. `object` rather than a record type, so that payload interfaces fit.
 */
export type DeepLinkData = string | object;

export interface DeepLink {
  readonly event: ShellMessageName;
  readonly data?: DeepLinkData;
}

export const DEEP_LINK_ERRORS = {
  tooLong: 'tooLong',
  wrongAddress: 'wrongAddress',
  unknownEvent: 'unknownEvent',
  badData: 'badData',
} as const;
export type DeepLinkError = (typeof DEEP_LINK_ERRORS)[keyof typeof DEEP_LINK_ERRORS];

export type DeepLinkParseResult =
  { readonly ok: true; readonly link: DeepLink } | { readonly ok: false; readonly error: DeepLinkError };

/** Throws on an unknown event: building one is a programming error, not bad input. */
export function buildDeepLink(address: string, event: ShellMessageName, data?: DeepLinkData): string {
  if (!isShellMessageName(event)) throw new RangeError(`Unknown deep-link event: ${String(event)}`);
  const base = `${address}${event}`;
  if (data === undefined) return base;
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return `${base}?${DATA_PARAMETER}${encodeURIComponent(text)}`;
}

/** The event and data of a deep link under `address`, or why it is refused. Never throws. */
export function parseDeepLink(link: unknown, address: string): DeepLinkParseResult {
  if (typeof link !== 'string' || !link.startsWith(address) || address === '') {
    return { ok: false, error: DEEP_LINK_ERRORS.wrongAddress };
  }
  if (link.length > MAX_DEEP_LINK_LENGTH) return { ok: false, error: DEEP_LINK_ERRORS.tooLong };
  const rest = link.slice(address.length);
  const queryAt = rest.indexOf('?');
  const event = (queryAt === -1 ? rest : rest.slice(0, queryAt)).replace(/\/$/, '');
  if (!isShellMessageName(event)) return { ok: false, error: DEEP_LINK_ERRORS.unknownEvent };
  if (queryAt === -1) return { ok: true, link: { event } };

  // Read by hand rather than with URLSearchParams, which would turn '+' into a space in
  // data that encodeURIComponent never produced.
  const parameter = rest
    .slice(queryAt + 1)
    .split('&')
    .find((pair) => pair.startsWith(DATA_PARAMETER));
  if (parameter === undefined) return { ok: true, link: { event } };
  const data = decodeData(parameter.slice(DATA_PARAMETER.length));
  return data === undefined ? { ok: false, error: DEEP_LINK_ERRORS.badData } : { ok: true, link: { event, data } };
}

/**
 * Data that looks like JSON must be JSON: text that fails to parse, or holds a
 * prototype-rewriting key at any depth, is refused rather than passed on as a string,
 * because the sender plainly meant an object.
 */
function decodeData(encoded: string): DeepLinkData | undefined {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  const first = text.trimStart().charAt(0);
  if (first !== '{' && first !== '[') return text;
  let forbidden = false;
  let parsed: unknown;
  try {
    // The reviver sees every object and array, innermost first.
    parsed = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'object' && value !== null && findForbiddenKey(value) !== undefined) forbidden = true;
      return value;
    });
  } catch {
    return undefined;
  }
  if (forbidden) return undefined;
  return Array.isArray(parsed) || isRecord(parsed) ? parsed : undefined;
}
