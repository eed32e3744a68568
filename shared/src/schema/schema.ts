/**
 * The boundary schema language: one description of a value that crosses a boundary (a query
 * string, initialData, a shell message, a stored entry, an API reply, the registry), read by
 * two interpreters: `check`/`parseFields` (check.ts) in the browser and `toJsonSchema`
 * (toJsonSchema.ts) for the content service's ajv. A schema is plain data, so both can walk it;
 * the value type each one produces is inferred (`Infer<S>`). Dependency-free and small on
 * purpose: every remote bundles it (README.md).
 */

/** Why a value was refused: a code, never the value (it may be huge or carry a token). */
export type SchemaIssue =
  | 'missing'
  | 'empty'
  | 'notNullable'
  | 'wrongType'
  | 'notNumeric'
  | 'belowMin'
  | 'aboveMax'
  | 'notInteger'
  | 'notFlag'
  | 'notAnOption'
  | 'pattern'
  | 'tooShort'
  | 'tooLong'
  | 'tooMany'
  | 'unknownKey'
  | 'forbiddenKey'
  | 'notJson'
  | 'tooDeep'
  | 'notAnInstant'
  | 'notADate'
  | 'invalid';

export interface StringNode {
  readonly kind: 'string';
  readonly minLength: number;
  readonly maxLength: number;
  /** Build it with the `u` flag: ajv compiles JSON Schema patterns so, and both must agree. */
  readonly pattern?: RegExp;
  /** Refuse '' and whitespace ('empty'). */
  readonly nonBlank: boolean;
}

export interface NumberNode {
  readonly kind: 'number';
  readonly min?: number;
  readonly max?: number;
  /** Strictly greater than this. */
  readonly above?: number;
  readonly integer: boolean;
  /** A form's granularity (the preview's `step`); not a rule of the value. */
  readonly step?: number;
}

export interface BooleanNode {
  readonly kind: 'boolean';
}

export interface EnumNode {
  readonly kind: 'enum';
  readonly options: readonly (string | number)[];
  /** Matched case-insensitively; the value comes back in the option's own spelling. */
  readonly ignoreCase: boolean;
}

export interface NullableNode {
  readonly kind: 'nullable';
  readonly inner: Node;
}

/** An object field that may be absent (then left out of the value). */
export interface OptionalNode {
  readonly kind: 'optional';
  readonly inner: Node;
}

/** An object field that takes `value` when absent (and, in parseFields, when invalid). */
export interface DefaultNode {
  readonly kind: 'default';
  readonly inner: Node;
  readonly value: unknown;
}

export interface ListNode {
  readonly kind: 'list';
  readonly item: Node;
  readonly minItems: number;
  readonly maxItems: number;
  /** Repeated entries are dropped (not refused), the first one kept. */
  readonly unique: boolean;
  /** In a query string (and with loose coercion): one value, comma-separated. */
  readonly commaSeparated: boolean;
  /**
   * An entry that does not fit is dropped (and reported in `dropped`) instead of refusing the
   * list: one malformed entry of a reply costs only itself. checkAll reports it as a fault.
   */
  readonly dropInvalid: boolean;
}

export interface ObjectNode<F extends Readonly<Record<string, Node>> = Readonly<Record<string, Node>>> {
  readonly kind: 'object';
  readonly fields: F;
  /** 'ignore': keys not in `fields` are neither copied nor refused (a newer sender may add some). */
  readonly unknownKeys: 'ignore' | 'refuse';
  /** Refuse `__proto__`, `constructor` and `prototype` keys outright (a hostile sender). */
  readonly forbidPrototypeKeys: boolean;
}

/** A map from any key (prototype keys always refused) to values of one schema. */
export interface RecordNode {
  readonly kind: 'record';
  readonly value: Node;
  readonly maxKeys: number;
}

/** A JSON object of bounded size, deep-copied; its keys are another layer's to read. */
export interface JsonNode {
  readonly kind: 'json';
  readonly maxDepth: number;
  /** Total number of values (objects, arrays and leaves) in the tree. */
  readonly maxNodes: number;
  readonly maxStringLength: number;
}

/** Anything, passed through as it is: a value another rule reads entry by entry. */
export interface UnknownNode {
  readonly kind: 'unknown';
}

/**
 * The inner value turned into another (or refused with `issue` when `to` gives undefined):
 * a rule JSON Schema cannot say (a calendar date, a locale's aliases). The service's JSON
 * Schema holds only the inner part, plus `json` when given.
 */
export interface MapNode {
  readonly kind: 'map';
  readonly inner: Node;
  readonly to: (value: never) => unknown;
  readonly issue: SchemaIssue;
  /** What the value is, for forms and messages ('locale', 'instant', 'date'). */
  readonly name: string;
  readonly json?: Readonly<Record<string, unknown>>;
}

export type Node =
  | StringNode
  | NumberNode
  | BooleanNode
  | EnumNode
  | NullableNode
  | OptionalNode
  | DefaultNode
  | ListNode
  | ObjectNode
  | RecordNode
  | JsonNode
  | UnknownNode
  | MapNode;

declare const OUTPUT: unique symbol;

/** A node that produces values of type T (a type-only mark: no such property exists). */
export type Typed<N extends Node, T> = N & { readonly [OUTPUT]?: T };
export type Schema<T = unknown> = Typed<Node, T>;

/** The type of the values a schema produces. */
export type Infer<S> = S extends { readonly [OUTPUT]?: infer T } ? T : never;

/**
 * The fields of an object schema whose values fit T (the compiler checks each one): every key of
 * T, an optional key as optional() or withDefault(), a required one as anything but optional().
 */
export type FieldsOf<T> = {
  readonly [K in keyof T]-?: object extends Pick<T, K>
    ? Typed<OptionalNode | DefaultNode, T[K]>
    : Schema<T[K]> & { readonly kind: Exclude<Node['kind'], 'optional'> };
};

type Fields = Readonly<Record<string, Schema<unknown>>>;
type OptionalKeys<F> = { [K in keyof F]: F[K] extends { readonly kind: 'optional' } ? K : never }[keyof F];
type Flat<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<F extends Fields> = Flat<
  { -readonly [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & {
    -readonly [K in OptionalKeys<F>]?: Exclude<Infer<F[K]>, undefined>;
  }
>;

/** The default longest string: shell messages and settings never need more unless they say so. */
export const DEFAULT_MAX_STRING_LENGTH = 2_048;

export interface StringRules {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: RegExp;
  readonly nonBlank?: boolean;
}

export function string(rules: StringRules = {}): Typed<StringNode, string> {
  return {
    kind: 'string',
    minLength: rules.minLength ?? 0,
    maxLength: rules.maxLength ?? DEFAULT_MAX_STRING_LENGTH,
    pattern: rules.pattern,
    nonBlank: rules.nonBlank ?? false,
  };
}

export interface NumberRules {
  readonly min?: number;
  readonly max?: number;
  readonly above?: number;
  readonly integer?: boolean;
  readonly step?: number;
}

/** A finite number (NaN and ±Infinity are never numbers here). */
export function number(rules: NumberRules = {}): Typed<NumberNode, number> {
  return { kind: 'number', integer: false, ...rules };
}

export function boolean(): Typed<BooleanNode, boolean> {
  return { kind: 'boolean' };
}

export function oneOf<const T extends string | number>(
  options: readonly T[],
  rules: { readonly ignoreCase?: boolean } = {},
): Typed<EnumNode, T> {
  return { kind: 'enum', options, ignoreCase: rules.ignoreCase ?? false };
}

export function nullable<T>(inner: Schema<T>): Typed<NullableNode, T | null> {
  return { kind: 'nullable', inner };
}

export function optional<T>(inner: Schema<T>): Typed<OptionalNode, T | undefined> {
  return { kind: 'optional', inner };
}

export function withDefault<T>(inner: Schema<T>, value: NoInfer<T>): Typed<DefaultNode, T> {
  return { kind: 'default', inner, value };
}

export interface ListRules {
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly unique?: boolean;
  readonly commaSeparated?: boolean;
  readonly dropInvalid?: boolean;
}

export function list<T>(item: Schema<T>, rules: ListRules = {}): Typed<ListNode, T[]> {
  return {
    kind: 'list',
    item,
    minItems: rules.minItems ?? 0,
    maxItems: rules.maxItems ?? Number.POSITIVE_INFINITY,
    unique: rules.unique ?? false,
    commaSeparated: rules.commaSeparated ?? false,
    dropInvalid: rules.dropInvalid ?? false,
  };
}

export interface ObjectRules {
  readonly unknownKeys?: 'ignore' | 'refuse';
  readonly forbidPrototypeKeys?: boolean;
}

export function object<const F extends Fields>(fields: F, rules: ObjectRules = {}): Typed<ObjectNode<F>, ObjectOf<F>> {
  return {
    kind: 'object',
    fields,
    unknownKeys: rules.unknownKeys ?? 'ignore',
    forbidPrototypeKeys: rules.forbidPrototypeKeys ?? false,
  };
}

export function record<T>(
  value: Schema<T>,
  rules: { readonly maxKeys?: number } = {},
): Typed<RecordNode, Record<string, T>> {
  return { kind: 'record', value, maxKeys: rules.maxKeys ?? Number.POSITIVE_INFINITY };
}

export interface JsonRules {
  readonly maxDepth?: number;
  readonly maxNodes?: number;
  readonly maxStringLength?: number;
}

export function jsonObject(rules: JsonRules = {}): Typed<JsonNode, Readonly<Record<string, unknown>>> {
  return {
    kind: 'json',
    maxDepth: rules.maxDepth ?? 8,
    maxNodes: rules.maxNodes ?? 5_000,
    maxStringLength: rules.maxStringLength ?? 65_536,
  };
}

export function unknown(): Typed<UnknownNode, unknown> {
  return { kind: 'unknown' };
}

export interface MapRules {
  readonly issue: SchemaIssue;
  readonly name: string;
  readonly json?: Readonly<Record<string, unknown>>;
}

/** `inner`'s value through `to`; undefined from `to` refuses the value with `rules.issue`. */
export function map<In, Out>(
  inner: Schema<In>,
  to: (value: In) => Out | undefined,
  rules: MapRules,
): Typed<MapNode, Out> {
  return { kind: 'map', inner, to, ...rules };
}

/** `inner`'s value, kept only when `test` holds. */
export function refine<T>(inner: Schema<T>, test: (value: T) => boolean, rules: MapRules): Typed<MapNode, T> {
  return map(inner, (value: T) => (test(value) ? value : undefined), rules);
}
