/**
 * Replies checked at the boundary against their schemas (@lobby/shared, shared/src/schema/
 * replies.ts), which the content service's own replies are tested against too. A check builds
 * a fresh value of the declared fields; packages/domain normalises the entries after that.
 */
import { check, describeFailure, type Schema } from '@lobby/shared';

/**
 * The reply as its schema describes it. An entry of a list that does not fit costs only itself,
 * with one warning for the call; a reply that does not fit at all rejects.
 */
export function readReply<T>(reply: unknown, schema: Schema<T>, callName: string, logger: Pick<Console, 'warn'>): T {
  const result = check(schema, reply);
  if (!result.ok) throw new Error(`${callName}: unexpected reply (${describeFailure(result.failure)})`);
  if (result.dropped.length > 0) logger.warn(`${callName}: dropped ${result.dropped.length} malformed entries`);
  return result.value;
}
