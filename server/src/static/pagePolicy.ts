import { ANALYTICS_KEY_META } from '@lobby/shared';
import { originsOf, type LobbyMode } from '../config/serverConfig';

export interface PagePolicyOptions {
  readonly mode: LobbyMode;
  /** Host-application origins that may frame the lobby (SHELL_ORIGINS). */
  readonly shellOrigins: readonly string[];
  /** Other origins of this API that the lobby's clients fail over to (PROXY_BASES). */
  readonly proxyOrigins: readonly string[];
  /** The custom scheme the shell bridge also sends SPEC §7's messages under (SHELL_SCHEME), if any. */
  readonly shellScheme?: string;
  /** The analytics write key (ANALYTICS_WRITE_KEY), when analytics are on. */
  readonly analyticsWriteKey?: string;
}

/**
 * The lobby page's Content-Security-Policy. What the lobby needs and nothing more:
 * - scripts only from this origin: the host and every Module Federation remote are served
 *   here (/remotes/…), and nothing runs inline or through eval;
 * - styles from this origin and inline: Emotion and style-loader insert <style> elements at
 *   run time (and index.html carries one);
 * - images from this origin and data: URIs (placeholders);
 * - API calls to this origin and to the failover origins;
 * - frames of this origin (the demo-game pages) and framing by this origin (the /shell/
 *   simulator) plus the configured host applications.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const self = "'self'";
  const directives: [string, ...string[]][] = [
    ['default-src', self],
    ['script-src', self],
    ['style-src', self, "'unsafe-inline'"],
    ['img-src', self, 'data:'],
    ['font-src', self, 'data:'],
    ['connect-src', self, ...originsOf(options.proxyOrigins)],
    ['frame-src', self],
    ['frame-ancestors', self, ...options.shellOrigins],
    ['object-src', "'none'"],
    ['base-uri', self],
    ['form-action', self],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Headers of every HTML page the static hosting serves. */
export function pageHeaders(options: PagePolicyOptions): Record<string, string> {
  return {
    'content-security-policy': pageContentSecurityPolicy(options),
    'referrer-policy': 'strict-origin-when-cross-origin',
    // For browsers without frame-ancestors. It cannot name other origins, so it is only sent
    // when no host application is configured to frame the lobby.
    ...(options.shellOrigins.length === 0 ? { 'x-frame-options': 'SAMEORIGIN' } : {}),
  };
}

export const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The host page with what the front end reads at start: the mode (a demo notice), the
 * host-application origins its shell bridge accepts messages from and, when configured, the
 * custom scheme it also speaks and the analytics write key (none: the lobby sends no analytics).
 */
export function injectPageMeta(html: string, options: PagePolicyOptions): string {
  const meta =
    `<meta name="lobby-mode" content="${options.mode}">` +
    `<meta name="lobby-shell-origins" content="${escapeAttribute(options.shellOrigins.join(' '))}">` +
    (options.shellScheme === undefined ? '' : `<meta name="lobby-shell-scheme" content="${escapeAttribute(options.shellScheme)}">`) +
    (options.analyticsWriteKey === undefined
      ? ''
      : `<meta name="${ANALYTICS_KEY_META}" content="${escapeAttribute(options.analyticsWriteKey)}">`);
  return insertIntoHead(html, meta);
}

/** `markup` at the end of the page's head (at its start when it has none). */
export function insertIntoHead(html: string, markup: string): string {
  const headEnd = html.search(/<\/head>/i);
  return headEnd === -1 ? `${markup}${html}` : `${html.slice(0, headEnd)}${markup}${html.slice(headEnd)}`;
}
