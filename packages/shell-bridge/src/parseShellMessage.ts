import {
  SHELL_DROP_REASONS,
  SHELL_PAYLOAD_SCHEMAS,
  SHELL_SOURCE,
  check,
  describeFailure,
  findForbiddenKey,
  isPlainObject,
  isShellToLobbyType,
  type Schema,
  type ShellDropReason,
  type ShellToLobbyMessage,
  type ShellToLobbyType,
} from '@lobby/shared';

export type ShellParseResult =
  | { readonly ok: true; readonly message: ShellToLobbyMessage }
  | {
      readonly ok: false;
      readonly reason: ShellDropReason;
      /** What was wrong, never the offending value (it may be huge or carry a token). */
      readonly detail: string;
      readonly type?: string;
    };

const MAX_LOGGED_TYPE_LENGTH = 64;

/** A short, safe description of a value for the log: never the value itself. */
function describe(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  if (typeof input === 'string') return `a string of ${input.length} characters`;
  return typeof input;
}

function loggableType(type: unknown): string | undefined {
  return typeof type === 'string' ? type.slice(0, MAX_LOGGED_TYPE_LENGTH) : undefined;
}

function parsePayload<K extends ShellToLobbyType>(type: K, payload: unknown): ShellParseResult {
  const schema = SHELL_PAYLOAD_SCHEMAS[type];
  // The schema table is typed per K, but TypeScript cannot follow K from the table to the
  // union member, so the two casts below restate what the table's type already proves.
  if (schema === null) return { ok: true, message: { type } as ShellToLobbyMessage };
  // The shared schema (@lobby/shared SHELL_PAYLOAD_SCHEMAS) builds a fresh payload.
  const checked = check(schema as Schema, payload, { path: 'payload' });
  if (!checked.ok) {
    return { ok: false, reason: SHELL_DROP_REASONS.invalidPayload, detail: describeFailure(checked.failure), type };
  }
  return { ok: true, message: { type, payload: checked.value } as ShellToLobbyMessage };
}

/**
 * The boundary check of an incoming message's data, after its origin was accepted:
 * envelope `{ source: 'casino-shell', type, payload? }`, a known type, then the type's
 * payload schema. Returns a fresh message; nothing of the sender's object is kept.
 */
export function parseShellMessage(data: unknown): ShellParseResult {
  try {
    if (!isPlainObject(data)) {
      return { ok: false, reason: SHELL_DROP_REASONS.notAnObject, detail: `data is ${describe(data)}` };
    }
    if (data.source !== SHELL_SOURCE) {
      return { ok: false, reason: SHELL_DROP_REASONS.wrongSource, detail: 'source is not casino-shell', type: loggableType(data.type) };
    }
    const forbidden = findForbiddenKey(data);
    if (forbidden !== undefined) {
      return { ok: false, reason: SHELL_DROP_REASONS.invalidPayload, detail: `${forbidden}: forbidden key`, type: loggableType(data.type) };
    }
    const type = data.type;
    if (!isShellToLobbyType(type)) {
      return { ok: false, reason: SHELL_DROP_REASONS.unknownType, detail: `type is ${describe(type)}`, type: loggableType(type) };
    }
    return parsePayload(type, data.payload);
  } catch {
    // Only objects we did not get through postMessage (which clones plain data) can
    // throw here: getters, proxies. They are as invalid as a wrong type.
    return { ok: false, reason: SHELL_DROP_REASONS.invalidPayload, detail: 'reading the message threw' };
  }
}
