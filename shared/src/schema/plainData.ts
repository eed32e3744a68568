/**
 * What every boundary asks of an object before reading it; the lobby's one copy of each rule
 * (packages/domain re-exports findForbiddenKey for its own readers).
 */

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

/** Keys that rewrite prototypes when a value is later merged with Object.assign or a loop. */
export const PROTOTYPE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** The first own key of `value` that could rewrite a prototype, if any. */
export function findForbiddenKey(value: object): string | undefined {
  return Object.keys(value).find((key) => PROTOTYPE_KEYS.includes(key));
}

/** Own properties only, so `__proto__` or inherited keys can never be read as data. */
export function ownValue(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
