/**
 * The content service's interpreter of a schema (schema.ts): the JSON Schema its ajv compiles
 * (Fastify's route `schema`). What JSON Schema cannot say stays a browser-only rule, and the
 * browser is never the laxer of the two: a `map`'s function (the service checks only its inner
 * part, plus the node's `json`), `dropInvalid` (the service's own replies hold only valid
 * entries), `unique` (duplicates are dropped, never refused), and lengths (the browser counts
 * UTF-16 units, ajv code points).
 */
import { PROTOTYPE_KEYS } from './plainData';
import type { EnumNode, ListNode, Node, ObjectNode } from './schema';

export type JsonSchema = { readonly [keyword: string]: unknown };

export interface JsonSchemaOptions {
  /**
   * For a query string, which Fastify's ajv coerces ('array' coercion) and strips of unknown
   * keys: a comma-separated list is an array of comma-separated texts (ajv makes one value
   * into a list, and a repeated key into several), and objects drop unknown keys. Off: a JSON
   * body as sent.
   */
  readonly query?: boolean;
}

const escapeRegExp = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/** `Guest` → `[Gg][Uu][Ee][Ss][Tt]`: a case-insensitive option as a `u`-flag pattern. */
function anyCase(text: string): string {
  return [...text]
    .map((letter) => {
      const lower = letter.toLowerCase();
      const upper = letter.toUpperCase();
      return lower === upper ? escapeRegExp(letter) : `[${lower}${upper}]`;
    })
    .join('');
}

function enumSchema(node: EnumNode): JsonSchema {
  if (node.options.every((option) => typeof option === 'number')) {
    return { type: node.options.every(Number.isInteger) ? 'integer' : 'number', enum: [...node.options] };
  }
  if (!node.ignoreCase) return { type: 'string', enum: [...node.options] };
  return { type: 'string', pattern: `^(?:${node.options.map((option) => anyCase(String(option))).join('|')})$` };
}

/** One entry of a comma-separated list, unanchored, for the list's pattern. */
function itemSource(item: Node): string {
  if (item.kind === 'enum') {
    const spelt = item.options.map((option) =>
      item.ignoreCase ? anyCase(String(option)) : escapeRegExp(String(option)),
    );
    return `(?:${spelt.join('|')})`;
  }
  if (item.kind === 'string' && item.pattern !== undefined) {
    return `(?:${item.pattern.source.replace(/^\^/, '').replace(/\$$/, '')})`;
  }
  throw new Error(`toJsonSchema: a comma-separated list of ${item.kind} has no pattern`);
}

function listSchema(node: ListNode, options: JsonSchemaOptions): JsonSchema {
  const bounds = Number.isFinite(node.maxItems) ? { maxItems: node.maxItems } : {};
  if (options.query === true && node.commaSeparated) {
    const item = `\\s*${itemSource(node.item)}\\s*`;
    const more = Number.isFinite(node.maxItems) ? `{0,${node.maxItems - 1}}` : '*';
    return {
      type: 'array',
      ...bounds,
      items: { type: 'string', pattern: `^${item}(?:,${item})${more}$` },
    };
  }
  return {
    type: 'array',
    ...(node.minItems > 0 ? { minItems: node.minItems } : {}),
    ...bounds,
    items: toJsonSchema(node.item, options),
  };
}

const NO_PROTOTYPE_KEYS: JsonSchema = { not: { enum: [...PROTOTYPE_KEYS] } };

function objectSchema(node: ObjectNode, options: JsonSchemaOptions): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(node.fields)) {
    properties[key] = toJsonSchema(field, options);
    if (field.kind !== 'optional' && field.kind !== 'default') required.push(key);
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    // A query's unknown keys are dropped by Fastify's ajv (removeAdditional), as the browser
    // ignores them; a body keeps them unless the schema refuses them.
    ...(options.query === true || node.unknownKeys === 'refuse' ? { additionalProperties: false } : {}),
    ...(node.forbidPrototypeKeys ? { propertyNames: NO_PROTOTYPE_KEYS } : {}),
  };
}

/**
 * `inner` that may also be null: ajv's `nullable` keyword (a type list would need ajv's
 * allowUnionTypes), with null among an enum's values as ajv requires.
 */
function withNull(inner: JsonSchema): JsonSchema {
  if (typeof inner.type !== 'string') return { anyOf: [inner, { type: 'null' }] };
  const nullable: Record<string, unknown> = { ...inner, nullable: true };
  if (Array.isArray(inner.enum)) nullable.enum = [...(inner.enum as unknown[]), null];
  return nullable;
}

/** The JSON Schema of `schema` for ajv (draft-07, as Fastify's ajv compiles it). */
export function toJsonSchema(schema: Node, options: JsonSchemaOptions = {}): JsonSchema {
  switch (schema.kind) {
    case 'string':
      return {
        type: 'string',
        ...(schema.minLength > 0 ? { minLength: schema.minLength } : {}),
        ...(Number.isFinite(schema.maxLength) ? { maxLength: schema.maxLength } : {}),
        // A pattern stands for nonBlank too: write patterns that refuse blanks.
        ...(schema.pattern !== undefined
          ? { pattern: schema.pattern.source }
          : schema.nonBlank
            ? { pattern: '\\S' }
            : {}),
      };
    case 'number':
      return {
        type: schema.integer ? 'integer' : 'number',
        ...(schema.min !== undefined ? { minimum: schema.min } : {}),
        ...(schema.max !== undefined ? { maximum: schema.max } : {}),
        ...(schema.above !== undefined ? { exclusiveMinimum: schema.above } : {}),
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
      return enumSchema(schema);
    case 'nullable':
      return withNull(toJsonSchema(schema.inner, options));
    case 'optional':
      return toJsonSchema(schema.inner, options);
    case 'default':
      return { ...toJsonSchema(schema.inner, options), default: schema.value };
    case 'list':
      return listSchema(schema, options);
    case 'object':
      return objectSchema(schema, options);
    case 'record':
      return {
        type: 'object',
        additionalProperties: toJsonSchema(schema.value, options),
        propertyNames: NO_PROTOTYPE_KEYS,
        ...(Number.isFinite(schema.maxKeys) ? { maxProperties: schema.maxKeys } : {}),
      };
    case 'json':
      return { type: 'object', propertyNames: NO_PROTOTYPE_KEYS };
    case 'unknown':
      return {};
    case 'map':
      return { ...toJsonSchema(schema.inner, options), ...schema.json };
  }
}
