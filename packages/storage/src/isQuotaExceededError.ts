/**
 * Whether a storage write failed because the origin's quota is used up. Browsers disagree
 * on the shape: the standard name QuotaExceededError (code 22), old WebKit's
 * QUOTA_EXCEEDED_ERR (code 22 only) and Firefox's NS_ERROR_DOM_QUOTA_REACHED (code 1014).
 */
const QUOTA_ERROR_NAMES: ReadonlySet<string> = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const QUOTA_ERROR_CODES: ReadonlySet<number> = new Set([22, 1014]);

export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (typeof name === 'string' && QUOTA_ERROR_NAMES.has(name)) || (typeof code === 'number' && QUOTA_ERROR_CODES.has(code));
}
