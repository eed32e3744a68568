/**
 * What a write (an analytics batch, a player's favourite or play) does after the server's
 * answer: delivered on 2xx; tried again when there was no answer (`null`: offline, timeout,
 * connection lost), on 429 (throttled) and on 5xx (the server's fault, likely passing); refused
 * on anything else, a 4xx above all, which says this request will never be accepted (a bad
 * session, an unknown game, a malformed body), so repeating it would only repeat the refusal.
 */
export type WriteReply = 'delivered' | 'retry' | 'refused';

export function classifyWriteReply(status: number | null): WriteReply {
  if (status === null) return 'retry';
  if (status >= 200 && status <= 299) return 'delivered';
  if (status === 429 || (status >= 500 && status <= 599)) return 'retry';
  return 'refused';
}
