import { LOBBY_TO_SHELL_TYPES, SHELL_TO_LOBBY_TYPES } from '@lobby/shared';
import { jsonRecord, isPlainObject } from './validation/validators';

/**
 * Deep links (SPEC §2): `{address}{event}` optionally followed by `?data=` and the data,
 * URL-encoded, either a plain string or JSON. The same form carries the custom-scheme
 * fallback: `casinolobby://openCasinoGame?data=%7B...%7D`.
 */
/** A string is sent as is; any other value as JSON. Parsing yields a string or a JSON object or array. */
export type DeepLinkData = string | object;

export interface DeepLink {
  readonly event: string;
  readonly data?: DeepLinkData;
}

/** Every message name of both directions of the shell protocol. */
export const DEEP_LINK_EVENTS: readonly string[] = Object.freeze([...LOBBY_TO_SHELL_TYPES, ...SHELL_TO_LOBBY_TYPES]);

/** Longer than any real link; bounds the work parseDeepLink does on hostile input. */
export const MAX_DEEP_LINK_LENGTH = 32_768;

export const DEEP_LINK_ERRORS = {
  tooLong: 'tooLong',
  wrongAddress: 'wrongAddress',
  unknownEvent: 'unknownEvent',
  badData: 'badData',
} as const;
export type DeepLinkError = (typeof DEEP_LINK_ERRORS)[keyof typeof DEEP_LINK_ERRORS];

export type DeepLinkParseResult =
  | { readonly ok: true; readonly link: DeepLink }
  | { readonly ok: false; readonly error: DeepLinkError };

export interface DeepLinkOptions {
  readonly address: string;
  /** Defaults to DEEP_LINK_EVENTS. */
  readonly events?: readonly string[];
}

function isKnown(event: string, events: readonly string[]): boolean {
  return events.includes(event);
}

function encodeData(data: DeepLinkData): string {
  return encodeURIComponent(typeof data === 'string' ? data : JSON.stringify(data));
}

/** Throws on an unknown event: building one is a programming error, not bad input. */
export function buildDeepLink(link: DeepLink, options: DeepLinkOptions): string {
  const events = options.events ?? DEEP_LINK_EVENTS;
  if (!isKnown(link.event, events)) throw new RangeError(`Unknown deep-link event: ${link.event}`);
  const base = `${options.address}${link.event}`;
  return link.data === undefined ? base : `${base}?data=${encodeData(link.data)}`;
}

const checkJsonObject = jsonRecord();

/**
 * Data that looks like JSON is parsed as JSON; JSON that fails to parse, or parses into
 * something with a prototype-rewriting key, is refused rather than passed on as a string,
 * because the sender plainly meant an object.
 */
function decodeData(raw: string): DeepLinkData | undefined {
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  // Arrays are checked by wrapping them: the same size, depth and key rules apply.
  const checked = checkJsonObject(isPlainObject(parsed) ? parsed : { items: parsed }, 'data');
  if (!checked.ok) return undefined;
  return isPlainObject(parsed) ? checked.value : (checked.value.items as readonly unknown[]);
}

export function parseDeepLink(url: string, options: DeepLinkOptions): DeepLinkParseResult {
  if (url.length > MAX_DEEP_LINK_LENGTH) return { ok: false, error: DEEP_LINK_ERRORS.tooLong };
  if (!url.startsWith(options.address)) return { ok: false, error: DEEP_LINK_ERRORS.wrongAddress };
  const rest = url.slice(options.address.length);
  const queryAt = rest.indexOf('?');
  // Some URL handlers add a slash after a host-like event name (`scheme://event/`).
  const event = (queryAt === -1 ? rest : rest.slice(0, queryAt)).replace(/\/$/, '');
  if (!isKnown(event, options.events ?? DEEP_LINK_EVENTS)) return { ok: false, error: DEEP_LINK_ERRORS.unknownEvent };
  if (queryAt === -1) return { ok: true, link: { event } };

  // Read by hand rather than with URLSearchParams, which would turn '+' into a space in
  // data that encodeURIComponent never produced.
  const dataParam = rest
    .slice(queryAt + 1)
    .split('&')
    .find((pair) => pair.startsWith('data='));
  if (dataParam === undefined) return { ok: true, link: { event } };
  const data = decodeData(dataParam.slice('data='.length));
  return data === undefined ? { ok: false, error: DEEP_LINK_ERRORS.badData } : { ok: true, link: { event, data } };
}
