const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/**
 * The address of an operator's protection page (a policy's limitsUrl or helpUrl, issue #34) as
 * the player's browser or the shell opens it: resolved against the lobby's own address (the
 * demo pages are paths of the content service), and only a web address (http or https): null
 * for none, an unreadable one or another scheme (javascript:, a custom scheme).
 */
export function protectionLinkUrl(raw: string | null, base: string): string | null {
  if (raw === null || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim(), base);
    return WEB_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
