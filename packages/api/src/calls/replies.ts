/**
 * Shape checks at the boundary. They check what the lobby relies on to get going (a list is
 * a list, an entry has its key fields); packages/domain normalises the entries themselves.
 */
import { isRecord } from '@lobby/domain';

/** The `data` list of a `{ data: [...] }` reply; a bare list is accepted too. */
export function dataList(reply: unknown, callName: string): readonly unknown[] {
  if (Array.isArray(reply)) return reply;
  if (isRecord(reply) && Array.isArray(reply.data)) return reply.data;
  throw new Error(`${callName}: unexpected reply, expected { data: [...] }`);
}

/**
 * The entries of a `{ data: [...] }` reply that pass the guard. One malformed entry costs
 * only itself, with a warning, not the whole list.
 */
export function entriesOf<T>(
  reply: unknown,
  isEntry: (entry: unknown) => entry is T,
  callName: string,
  logger: Pick<Console, 'warn'>,
): readonly T[] {
  const list = dataList(reply, callName);
  const entries = list.filter(isEntry);
  if (entries.length < list.length) {
    logger.warn(`${callName}: dropped ${list.length - entries.length} malformed entries`);
  }
  return entries;
}

export const isString = (value: unknown): value is string => typeof value === 'string';

export function hasStringFields(value: unknown, fields: readonly string[]): value is Record<string, unknown> {
  return isRecord(value) && fields.every((field) => typeof value[field] === 'string');
}
