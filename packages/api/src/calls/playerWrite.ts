import { IDEMPOTENCY_KEY_HEADER } from '@lobby/shared';
import type { HttpRequest } from '../http/createHttpClient';
import type { SessionCredentials } from '../http/requestHeaders';

/** How a player's write goes out (the action outbox's entries); both parts optional. */
export interface PlayerWrite {
  /** Sent as the Idempotency-Key header: the API applies one key once, so a retry never doubles. */
  readonly idempotencyKey?: string;
  /**
   * The account to write on instead of the current session's: an entry made before a reload or
   * a sign-out still goes to the account it was made on.
   */
  readonly credentials?: SessionCredentials;
}

/** The parts of an auth request a PlayerWrite sets. */
export function playerWriteRequest(write: PlayerWrite = {}): Pick<HttpRequest, 'headers' | 'credentials'> {
  return {
    ...(write.idempotencyKey === undefined ? {} : { headers: { [IDEMPOTENCY_KEY_HEADER]: write.idempotencyKey } }),
    ...(write.credentials === undefined ? {} : { credentials: write.credentials }),
  };
}
