/** SPEC §5 "Other patterns". */

export const URL_PROTOCOLS = ['http:', 'https:', 'ftp:'] as const;

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
