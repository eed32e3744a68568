import { classifyWriteReply } from '@lobby/domain';
import { isAxiosError } from '../http/axiosKit';

/**
 * How the action outbox treats a failed write (domain's classifyWriteReply on the answer's
 * status): no answer at all (offline, timeout, "… not initialized" before start-up's init),
 * 429 or 5xx are tried again; any other status (a 4xx: bad session, unknown game, a key used
 * for another request) is refused, and the host undoes what it showed.
 */
export function classifyWriteError(error: unknown): 'retry' | 'refused' {
  const status = isAxiosError(error) ? (error.response?.status ?? null) : null;
  return classifyWriteReply(status) === 'refused' ? 'refused' : 'retry';
}
