/**
 * Milliseconds a Retry-After header asks us to wait (delta-seconds or an HTTP-date), or null
 * when there is no usable header.
 */
export function parseRetryAfter(header: unknown, nowMs: number): number | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  // Date.parse reads '-1' as a year; an HTTP-date always names its month.
  if (!/[a-z]/i.test(text)) return null;
  const dateMs = Date.parse(text);
  if (Number.isNaN(dateMs)) return null;
  return Math.max(0, dateMs - nowMs);
}
