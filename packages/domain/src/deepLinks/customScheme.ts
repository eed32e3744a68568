/**
 * Schemes a configured custom scheme must never be: navigating to them runs script, loads the
 * web or reads files.
 */
const REFUSED_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'about',
  'http',
  'https',
  'ftp',
  'ws',
  'wss',
]);

/**
 * A scheme the lobby may send its custom-scheme messages under (SPEC §7, docs/shell-protocol.md
 * §2): 1–32 letters, digits, `+`, `.`, `-`, starting with a letter, and none of the refused
 * ones. Checked where it is configured (the server's SHELL_SCHEME) and again where it is used.
 */
export function isUsableCustomScheme(scheme: string): boolean {
  return /^[a-z][a-z0-9+.-]{0,31}$/i.test(scheme) && !REFUSED_SCHEMES.has(scheme.toLowerCase());
}

/** The deep-link address (SPEC §2 `{address}`) of a custom scheme: `casinolobby` → `casinolobby://`. */
export function customSchemeAddress(scheme: string): string {
  return `${scheme}://`;
}
