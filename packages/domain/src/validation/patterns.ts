/** SPEC §5 "Other patterns". */

export const URL_PROTOCOLS = ['http:', 'https:', 'ftp:'] as const;
export const ALPHANUMERIC_UNDERSCORE_PATTERN = /^\w+$/;

/** An absolute http, https or ftp URL with a host. */
export function isAllowedUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() !== value || value === '') return false;
  try {
    const url = new URL(value);
    return (URL_PROTOCOLS as readonly string[]).includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** ASCII letters, digits and underscore only, at least one. */
export function isAlphanumericUnderscore(value: unknown): boolean {
  return typeof value === 'string' && ALPHANUMERIC_UNDERSCORE_PATTERN.test(value);
}
