/**
 * Runtime guards for values the domain reads loosely (a boundary's own check is its schema in
 * @lobby/shared). The prototype-key rule and own-property reads are shared's, re-exported here.
 */
export { findForbiddenKey, ownValue } from '@lobby/shared';

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object whose every own value is a string (a map of versions, ranges or digests). */
export function isStringMap(value: unknown): value is Readonly<Record<string, string>> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

/** Network data is typed but not trusted: a missing list is treated as an empty one. */
export function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

export function includesString<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}
