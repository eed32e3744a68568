/**
 * The browser's interpreter of a schema (schema.ts). `check` never returns its input: it builds
 * a fresh value holding only what it checked, so nothing a sender attached (extra keys,
 * prototypes, getters) gets past a boundary. `parseFields` is the lenient reading of settings
 * and query strings (SPEC §5): each invalid value is ignored, its base kept, and reported.
 * Neither throws, whatever the input (a throwing getter or a revoked Proxy is refused).
 */
import { findForbiddenKey, isPlainObject, ownValue } from './plainData';
import type { JsonNode, Node, ObjectNode, Schema, SchemaIssue, Typed } from './schema';

export interface SchemaFailure {
  /** Where: 'payload.target', 'blocks[3].games[0]'; the root's path as given ('' by default). */
  readonly path: string;
  readonly issue: SchemaIssue;
  /** The node that refused the value: its kind, options or name say what belonged there. */
  readonly schema: Node;
}

export type Checked<T> =
  | {
      readonly ok: true;
      readonly value: T;
      /** Entries of `dropInvalid` lists that were left out, for one warning by the caller. */
      readonly dropped: readonly SchemaFailure[];
    }
  | { readonly ok: false; readonly failure: SchemaFailure };

export interface CheckOptions {
  /**
   * Values as a query string, a form or initialData carries them (SPEC §5): numbers and flags
   * as text ('12.5', 'true'), lists comma-separated, ids sent as numbers, '' as no value and
   * the literal 'null' as null. Off: JSON as sent, nothing coerced.
   */
  readonly loose?: boolean;
  /** The root's name in failures: 'payload' gives 'payload.x'. Default ''. */
  readonly path?: string;
}

/** The literal that clears a nullable key in a query string (SPEC §5), with loose coercion. */
export const NULL_LITERAL = 'null';

/** Plain decimal notation only: '0x10', '1_000' and ' ' are not numbers here. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

const FAIL: unique symbol = Symbol('fail');
type Walked = unknown;

interface Context {
  readonly loose: boolean;
  /** Collect every fault (checkAll) rather than stop at the first. */
  readonly all: boolean;
  readonly failures: SchemaFailure[];
  readonly dropped: SchemaFailure[];
}

function fail(context: Context, path: string, issue: SchemaIssue, schema: Node): typeof FAIL {
  context.failures.push({ path, issue, schema });
  return FAIL;
}

const child = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

/** A default is shared by every value that takes it: a list default is copied. */
const fresh = (value: unknown): unknown => (Array.isArray(value) ? [...(value as unknown[])] : value);

function walk(node: Node, input: unknown, path: string, context: Context): Walked {
  switch (node.kind) {
    case 'nullable':
      return input === null || (context.loose && input === NULL_LITERAL)
        ? null
        : walk(node.inner, input, path, context);
    case 'optional':
      return input === undefined ? undefined : walk(node.inner, input, path, context);
    case 'default':
      return input === undefined ? fresh(node.value) : walk(node.inner, input, path, context);
    case 'unknown':
      return input;
    case 'map': {
      const inner = walk(node.inner, input, path, context);
      if (inner === FAIL) return FAIL;
      const value = node.to(inner as never);
      return value === undefined ? fail(context, path, node.issue, node) : value;
    }
    default:
      break;
  }
  if (input === undefined) return fail(context, path, 'missing', node);
  if (input === null || (context.loose && input === NULL_LITERAL)) return fail(context, path, 'notNullable', node);
  if (context.loose && input === '') return fail(context, path, 'empty', node);
  switch (node.kind) {
    case 'string': {
      const text = context.loose && typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
      if (typeof text !== 'string') return fail(context, path, 'wrongType', node);
      if (node.nonBlank && text.trim() === '') return fail(context, path, 'empty', node);
      // Length first: a pattern never runs over a huge string.
      if (text.length > node.maxLength) return fail(context, path, 'tooLong', node);
      if (text.length < node.minLength) return fail(context, path, 'tooShort', node);
      if (node.pattern !== undefined && !node.pattern.test(text)) return fail(context, path, 'pattern', node);
      return text;
    }
    case 'number': {
      let value = input;
      if (context.loose && typeof input === 'string') {
        const text = input.trim();
        if (text === '') return fail(context, path, 'empty', node);
        if (!DECIMAL.test(text)) return fail(context, path, 'notNumeric', node);
        value = Number(text);
      }
      if (typeof value !== 'number') return fail(context, path, 'wrongType', node);
      if (!Number.isFinite(value)) return fail(context, path, 'notNumeric', node);
      if (node.integer && !Number.isInteger(value)) return fail(context, path, 'notInteger', node);
      if (node.min !== undefined && value < node.min) return fail(context, path, 'belowMin', node);
      if (node.above !== undefined && value <= node.above) return fail(context, path, 'belowMin', node);
      if (node.max !== undefined && value > node.max) return fail(context, path, 'aboveMax', node);
      return value + 0; // + 0 turns -0 into 0
    }
    case 'boolean':
      if (input === true || (context.loose && input === 'true')) return true;
      if (input === false || (context.loose && input === 'false')) return false;
      return fail(context, path, 'notFlag', node);
    case 'enum': {
      if (typeof input !== 'string' && typeof input !== 'number') return fail(context, path, 'wrongType', node);
      const wanted = node.ignoreCase && typeof input === 'string' ? input.toLowerCase() : input;
      const match = node.options.find((option) =>
        node.ignoreCase && typeof option === 'string' ? option.toLowerCase() === wanted : option === wanted,
      );
      return match === undefined ? fail(context, path, 'notAnOption', node) : match;
    }
    case 'list': {
      const items: unknown =
        context.loose && node.commaSeparated && typeof input === 'string'
          ? input.split(',').map((part) => part.trim())
          : input;
      if (!Array.isArray(items)) return fail(context, path, 'wrongType', node);
      if (items.length > node.maxItems) return fail(context, path, 'tooMany', node);
      const values: unknown[] = [];
      let failed = false;
      for (let index = 0; index < items.length; index += 1) {
        const at = `${path}[${index}]`;
        if (node.dropInvalid && !context.all) {
          const before = context.failures.length;
          const value = walk(node.item, items[index], at, context);
          // The entry's failure moves to `dropped`: it does not fail the list.
          if (value === FAIL) context.dropped.push(...context.failures.splice(before));
          else values.push(value);
          continue;
        }
        const value = walk(node.item, items[index], at, context);
        if (value === FAIL) {
          if (!context.all) return FAIL;
          failed = true;
        } else if (!node.unique || !values.includes(value)) {
          values.push(value);
        }
      }
      if (failed) return FAIL;
      if (values.length < node.minItems) return fail(context, path, values.length === 0 ? 'empty' : 'tooShort', node);
      return values;
    }
    case 'object':
      return walkObject(node, input, path, context);
    case 'record': {
      if (!isPlainObject(input)) return fail(context, path, 'wrongType', node);
      const forbidden = findForbiddenKey(input);
      if (forbidden !== undefined) return fail(context, child(path, forbidden), 'forbiddenKey', node);
      const keys = Object.keys(input);
      if (keys.length > node.maxKeys) return fail(context, path, 'tooMany', node);
      const values: Record<string, unknown> = {};
      let failed = false;
      for (const key of keys) {
        const value = walk(node.value, input[key], child(path, key), context);
        if (value === FAIL) {
          if (!context.all) return FAIL;
          failed = true;
        } else {
          values[key] = value;
        }
      }
      return failed ? FAIL : values;
    }
    case 'json':
      return copyJson(node, input, path, context);
  }
}

function walkObject(node: ObjectNode, input: unknown, path: string, context: Context): Walked {
  if (!isPlainObject(input)) return fail(context, path, 'wrongType', node);
  if (node.forbidPrototypeKeys) {
    const forbidden = findForbiddenKey(input);
    if (forbidden !== undefined) return fail(context, child(path, forbidden), 'forbiddenKey', node);
  }
  if (node.unknownKeys === 'refuse') {
    const extra = Object.keys(input).find((key) => !Object.prototype.hasOwnProperty.call(node.fields, key));
    if (extra !== undefined) return fail(context, child(path, extra), 'unknownKey', node);
  }
  const value: Record<string, unknown> = {};
  let failed = false;
  // for…in over the schema's own literal: no array of its keys per value checked.
  for (const key in node.fields) {
    const field = walk(node.fields[key] as Node, ownValue(input, key), child(path, key), context);
    if (field === FAIL) {
      if (!context.all) return FAIL;
      failed = true;
    } else if (field !== undefined) {
      value[key] = field;
    }
  }
  return failed ? FAIL : value;
}

type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

function copyJson(node: JsonNode, input: unknown, path: string, context: Context): Walked {
  if (!isPlainObject(input)) return fail(context, path, 'wrongType', node);
  let nodes = 0;
  const copy = (value: unknown, at: string, depth: number): JsonValue | typeof FAIL => {
    nodes += 1;
    if (nodes > node.maxNodes) return fail(context, path, 'tooMany', node);
    if (value === null || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : fail(context, at, 'notNumeric', node);
    if (typeof value === 'string')
      return value.length <= node.maxStringLength ? value : fail(context, at, 'tooLong', node);
    if (depth >= node.maxDepth) return fail(context, at, 'tooDeep', node);
    if (Array.isArray(value)) {
      const items: JsonValue[] = [];
      for (let index = 0; index < value.length; index += 1) {
        const item = copy(value[index], `${at}[${index}]`, depth + 1);
        if (item === FAIL) return FAIL;
        items.push(item);
      }
      return items;
    }
    if (!isPlainObject(value)) return fail(context, at, 'notJson', node);
    const forbidden = findForbiddenKey(value);
    if (forbidden !== undefined) return fail(context, child(at, forbidden), 'forbiddenKey', node);
    const out: Record<string, JsonValue> = {};
    for (const key of Object.keys(value)) {
      const item = copy(value[key], child(at, key), depth + 1);
      if (item === FAIL) return FAIL;
      out[key] = item;
    }
    return out;
  };
  return copy(input, path, 0);
}

function run(schema: Node, input: unknown, context: Context, path: string): Walked {
  try {
    return walk(schema, input, path, context);
  } catch {
    // Only objects that did not come through JSON or postMessage can throw while being read
    // (getters, Proxies): they are as invalid as a wrong type.
    return fail(context, path, 'invalid', schema);
  }
}

/** The value checked against `schema`, fresh; or the first place it does not fit. */
export function check<T>(schema: Schema<T>, input: unknown, options: CheckOptions = {}): Checked<T> {
  const context: Context = { loose: options.loose ?? false, all: false, failures: [], dropped: [] };
  const value = run(schema, input, context, options.path ?? '');
  const failure = context.failures[0];
  if (value === FAIL || failure !== undefined) {
    return { ok: false, failure: failure ?? { path: options.path ?? '', issue: 'invalid', schema } };
  }
  return { ok: true, value: value as T, dropped: context.dropped };
}

export type CheckedAll<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failures: readonly SchemaFailure[]; readonly more: number };

/**
 * Every place the value does not fit, in reading order (the first `maxFailures` of them and how
 * many more): for a person mending a document, such as an editor's pasted lobby reply.
 */
export function checkAll<T>(schema: Schema<T>, input: unknown, maxFailures: number): CheckedAll<T> {
  const context: Context = { loose: false, all: true, failures: [], dropped: [] };
  const value = run(schema, input, context, '');
  if (value !== FAIL && context.failures.length === 0) return { ok: true, value: value as T };
  return {
    ok: false,
    failures: context.failures.slice(0, maxFailures),
    more: Math.max(0, context.failures.length - maxFailures),
  };
}

/** A failure for a log line: where and why, never the value. */
export function describeFailure(failure: SchemaFailure): string {
  return `${failure.path === '' ? 'value' : failure.path}: ${failure.issue}`;
}

/** A query string (with or without '?'), parsed search params, or an object such as initialData. */
export type FieldsInput = URLSearchParams | string | object | null | undefined;

export interface IgnoredValue<K extends string = string> {
  readonly key: K;
  readonly issue: SchemaIssue;
}

export interface ParsedFields<T> {
  readonly value: T;
  /** Values that were supplied but ignored, for one warning by the caller (keys and reasons only). */
  readonly issues: readonly IgnoredValue<Extract<keyof T, string>>[];
}

function reader(input: FieldsInput): (key: string) => unknown {
  try {
    if (typeof input === 'string' || input instanceof URLSearchParams) {
      const params = typeof input === 'string' ? new URLSearchParams(input) : input;
      // A repeated key takes its first value, as URLSearchParams.get does.
      return (key) => params.get(key) ?? undefined;
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return () => undefined;
    return (key) => {
      try {
        return ownValue(input as Readonly<Record<string, unknown>>, key);
      } catch {
        return undefined; // a throwing getter or Proxy trap counts as "not supplied"
      }
    };
  } catch {
    return () => undefined; // e.g. a revoked Proxy, which throws on any inspection
  }
}

/**
 * The object's fields read leniently from `input` over `base` (SPEC §5): each field of the
 * schema is read with loose coercion; a value that does not fit is ignored, the base's kept,
 * and reported; a field not supplied keeps the base's silently. Only the schema's fields are
 * read and the result is a fresh object holding exactly them. Never throws.
 */
export function parseFields<T>(schema: Typed<ObjectNode, T>, input: FieldsInput, base: T): ParsedFields<T> {
  const read = reader(input);
  const value: Record<string, unknown> = {};
  const issues: IgnoredValue<Extract<keyof T, string>>[] = [];
  for (const key of Object.keys(schema.fields) as Extract<keyof T, string>[]) {
    let kept: unknown;
    try {
      kept = (base as Record<string, unknown>)[key];
    } catch {
      kept = undefined;
    }
    value[key] = fresh(kept);
    const raw = read(key);
    if (raw === undefined) continue;
    const result = check(schema.fields[key] as Node, raw, { loose: true, path: key });
    if (result.ok) value[key] = result.value;
    else issues.push({ key, issue: result.failure.issue });
  }
  return { value: value as T, issues };
}

/** A value as query text: lists comma-separated, numbers and flags as words. */
function queryText(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * `values` as the query string `schema` describes, in the schema's order: a value that is
 * absent or null is left out, and so is one the schema refuses (the reader would ignore it
 * anyway; `refused` names it). What is sent is the checked value, in canonical spelling.
 */
export function toQueryParams<T>(
  schema: Typed<ObjectNode, T>,
  values: { readonly [K in keyof T]?: unknown },
): { readonly params: Array<[string, string]>; readonly refused: readonly IgnoredValue<Extract<keyof T, string>>[] } {
  const params: Array<[string, string]> = [];
  const refused: IgnoredValue<Extract<keyof T, string>>[] = [];
  for (const key of Object.keys(schema.fields) as Extract<keyof T, string>[]) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    const result = check(schema.fields[key] as Node, queryText(value), { loose: true, path: key });
    if (result.ok) params.push([key, queryText(result.value)]);
    else refused.push({ key, issue: result.failure.issue });
  }
  return { params, refused };
}
