import { checkAll, RAW_LOBBY_RESPONSE, type RawLobbyResponse, type SchemaFailure } from '@lobby/shared';

/** One place where a value does not fit the lobby reply: `blocks[3].games[0]: expected a string`. */
export interface ShapeError {
  /** Empty for the top level. */
  readonly path: string;
  readonly expected: ShapeExpectation;
  /** For 'option': the values allowed. */
  readonly options?: readonly (string | number)[];
}

/** What was expected at the path; the preview words it (translated). */
export type ShapeExpectation = 'string' | 'boolean' | 'number' | 'list' | 'object' | 'date' | 'option';

/** Enough to mend a pasted reply without flooding the form. */
export const MAX_SHAPE_ERRORS = 20;

export type LobbyReplyCheck =
  | { readonly ok: true; readonly reply: RawLobbyResponse }
  | { readonly ok: false; readonly errors: readonly ShapeError[]; readonly more: number }
  | { readonly ok: false; readonly syntax: string };

/** What the schema node that refused a value stands for, in the preview's words. */
function shapeError({ path, schema }: SchemaFailure): ShapeError {
  switch (schema.kind) {
    case 'enum':
      return { path, expected: 'option', options: schema.options };
    case 'list':
      return { path, expected: 'list' };
    case 'object':
    case 'record':
    case 'json':
      return { path, expected: 'object' };
    case 'map':
      return { path, expected: schema.name === 'date' ? 'date' : 'string' };
    case 'number':
    case 'boolean':
    case 'string':
      return { path, expected: schema.kind };
    default:
      return { path, expected: 'object' };
  }
}

/**
 * A lobby reply an editor pasted or uploaded (casinoJsonResponse), checked against the lobby
 * reply's schema (@lobby/shared RAW_LOBBY_RESPONSE, the one the fetched reply passes), so the
 * preview says what is wrong, and where, before the lobby renders it. Never throws.
 */
export function checkLobbyReply(json: string): LobbyReplyCheck {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, syntax: error instanceof Error ? error.message : String(error) };
  }
  const result = checkAll(RAW_LOBBY_RESPONSE, value, MAX_SHAPE_ERRORS);
  if (result.ok) return { ok: true, reply: result.value };
  return { ok: false, errors: result.failures.map(shapeError), more: result.more };
}
