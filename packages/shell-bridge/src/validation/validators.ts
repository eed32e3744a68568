/**
 * A dozen lines of schema instead of a validation library: the shell protocol is small and
 * fixed (DESIGN §5), and everything here runs on every incoming message, so it stays
 * dependency-free and predictable. Validators never return their input: they build a
 * fresh value holding only the fields they checked, so nothing the sender attached
 * (extra keys, prototypes, getters) gets past the boundary.
 */
import { findForbiddenKey } from '@lobby/domain';

export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

export type Validator<T> = (input: unknown, path: string) => ValidationResult<T>;

export const DEFAULT_MAX_STRING_LENGTH = 2_048;

function ok<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

function fail<T>(path: string, problem: string): ValidationResult<T> {
  return { ok: false, error: `${path}: ${problem}` };
}

/**
 * A plain object from any realm: postMessage data is cloned into ours, but a native shell
 * or a test may hand us objects from elsewhere, so we check the prototype's shape rather
 * than compare it with this realm's Object.prototype.
 */
export function isPlainObject(input: unknown): input is Readonly<Record<string, unknown>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
  const proto: unknown = Object.getPrototypeOf(input);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

export interface StringRules {
  readonly maxLength?: number;
}

export function string(rules: StringRules = {}): Validator<string> {
  const maxLength = rules.maxLength ?? DEFAULT_MAX_STRING_LENGTH;
  return (input, path) => {
    if (typeof input !== 'string') return fail(path, `expected a string, got ${describe(input)}`);
    if (input.length > maxLength) return fail(path, `longer than ${maxLength} characters`);
    return ok(input);
  };
}

export interface NumberRules {
  readonly min?: number;
  /** Strictly greater than this. */
  readonly above?: number;
  readonly integer?: boolean;
}

export function number(rules: NumberRules = {}): Validator<number> {
  return (input, path) => {
    // Numeric strings are refused on purpose: DESIGN §5 fixes numbers, and accepting '1e400'
    // or ' 12 ' would make the lobby's balance depend on a parser's leniency.
    if (typeof input !== 'number' || !Number.isFinite(input)) {
      return fail(path, `expected a finite number, got ${describe(input)}`);
    }
    if (rules.integer && !Number.isInteger(input)) return fail(path, 'expected an integer');
    if (rules.min !== undefined && input < rules.min) return fail(path, `below ${rules.min}`);
    if (rules.above !== undefined && input <= rules.above) return fail(path, `not above ${rules.above}`);
    return ok(input);
  };
}

/** A field the sender may leave out (or send as null): it comes through as null. */
export function optional<T>(validator: Validator<T>): Validator<T | null> {
  return (input, path) => (input === undefined || input === null ? ok(null) : validator(input, path));
}

export function boolean(): Validator<boolean> {
  return (input, path) =>
    typeof input === 'boolean' ? ok(input) : fail(path, `expected a boolean, got ${describe(input)}`);
}

export function oneOf<T extends string>(allowed: readonly T[]): Validator<T> {
  return (input, path) => {
    const match = allowed.find((candidate) => candidate === input);
    return match === undefined ? fail(path, `expected one of ${allowed.join(', ')}`) : ok(match);
  };
}

export type Shape<T> = { readonly [K in keyof T]-?: Validator<T[K]> };

/**
 * An object with exactly the listed fields checked. Unknown extra fields are ignored, not
 * refused, so that a newer shell adding a field does not break an older lobby; they are
 * not copied either.
 */
export function object<T extends object>(shape: Shape<T>): Validator<T> {
  const keys = Object.keys(shape) as Array<keyof T & string>;
  return (input, path) => {
    if (!isPlainObject(input)) return fail(path, `expected an object, got ${describe(input)}`);
    const forbidden = findForbiddenKey(input);
    if (forbidden !== undefined) return fail(`${path}.${forbidden}`, 'forbidden key');
    const output: Partial<T> = {};
    for (const key of keys) {
      const checked = shape[key](input[key], `${path}.${key}`);
      if (!checked.ok) return checked;
      output[key] = checked.value;
    }
    // Every key of the shape was checked and assigned above.
    return ok(output as T);
  };
}

export interface JsonRules {
  readonly maxDepth?: number;
  /** Total number of values (objects, arrays and leaves) in the tree. */
  readonly maxNodes?: number;
  readonly maxStringLength?: number;
}

type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * A JSON object of bounded size, deep-copied. Used for the payloads whose keys another
 * layer owns (initialData is validated key by key by packages/domain).
 */
export function jsonRecord(rules: JsonRules = {}): Validator<Readonly<Record<string, unknown>>> {
  const maxDepth = rules.maxDepth ?? 8;
  const maxNodes = rules.maxNodes ?? 5_000;
  const maxStringLength = rules.maxStringLength ?? 65_536;

  return (input, path) => {
    if (!isPlainObject(input)) return fail(path, `expected an object, got ${describe(input)}`);
    let nodes = 0;
    let error: string | undefined;

    function copy(value: unknown, at: string, depth: number): JsonValue | undefined {
      nodes += 1;
      if (nodes > maxNodes) {
        error = `${path}: more than ${maxNodes} values`;
        return undefined;
      }
      if (value === null || typeof value === 'boolean') return value;
      if (typeof value === 'number') {
        if (Number.isFinite(value)) return value;
        error = `${at}: not a finite number`;
        return undefined;
      }
      if (typeof value === 'string') {
        if (value.length <= maxStringLength) return value;
        error = `${at}: longer than ${maxStringLength} characters`;
        return undefined;
      }
      if (depth >= maxDepth) {
        error = `${at}: nested deeper than ${maxDepth}`;
        return undefined;
      }
      if (Array.isArray(value)) {
        const items: JsonValue[] = [];
        for (let index = 0; index < value.length; index += 1) {
          const item = copy(value[index], `${at}[${index}]`, depth + 1);
          if (item === undefined) return undefined;
          items.push(item);
        }
        return items;
      }
      if (isPlainObject(value)) {
        const forbidden = findForbiddenKey(value);
        if (forbidden !== undefined) {
          error = `${at}.${forbidden}: forbidden key`;
          return undefined;
        }
        const out: Record<string, JsonValue> = {};
        for (const key of Object.keys(value)) {
          const item = copy(value[key], `${at}.${key}`, depth + 1);
          if (item === undefined) return undefined;
          out[key] = item;
        }
        return out;
      }
      error = `${at}: ${describe(value)} is not JSON`;
      return undefined;
    }

    const copied = copy(input, path, 0);
    if (copied === undefined || error !== undefined) return { ok: false, error: error ?? `${path}: invalid` };
    // copy() returns an object for an object input.
    return ok(copied as Readonly<Record<string, JsonValue>>);
  };
}

/** A short, safe description of a value for error messages: never the value itself. */
export function describe(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  if (typeof input === 'string') return `a string of ${input.length} characters`;
  return typeof input;
}
