/**
 * Runtime guards for values that cross a trust boundary (query strings, shell messages,
 * network JSON, storage). isRecord and findForbiddenKey are the lobby's one copy of each.
 */

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object whose every own value is a string (a map of versions, ranges or digests). */
export function isStringMap(value: unknown): value is Readonly<Record<string, string>> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

/** Keys that rewrite prototypes when a value is later merged with Object.assign or a loop. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The first own key of `value` that could rewrite a prototype, if any. */
export function findForbiddenKey(value: object): string | undefined {
  return Object.keys(value).find((key) => PROTOTYPE_KEYS.has(key));
}

/** Own properties only, so `__proto__` or inherited keys can never be read as data. */
export function ownValue(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Network data is typed but not trusted: a missing list is treated as an empty one. */
export function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

export function includesString<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}
