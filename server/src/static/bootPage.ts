import {
  BOOT_DATA_ELEMENT_ID,
  HEADER_REMOTE,
  PLATFORMS,
  REMOTE_ROUTES,
  type BootData,
  type RemoteId,
} from '@lobby/shared';
import { escapeAttribute, insertIntoHead } from './pagePolicy';

/** The remote whose route `pathname` is (shared REMOTE_ROUTES, first match, below a platform prefix). */
function routeRemote(pathname: string): RemoteId {
  const first = pathname.split('/')[1] ?? '';
  const path = (PLATFORMS as readonly string[]).includes(first) ? pathname.slice(first.length + 1) || '/' : pathname;
  const match = REMOTE_ROUTES.find(({ path: route }) => {
    if (!route.endsWith('/*')) return path === route;
    const stem = route.slice(0, -2);
    return stem === '' || path === stem || path.startsWith(`${stem}/`);
  });
  return match?.remote ?? 'catalogue';
}

/** The remotes the host starts on `pathname`: the route's own and the header's. */
export function startingRemotes(pathname: string): RemoteId[] {
  return [...new Set([routeRemote(pathname), HEADER_REMOTE])];
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or confuse it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The host page with what its start-up would otherwise fetch one step after another (issue
 * #12): the boot data (registry and proxy config) as a JSON data block, which the CSP allows
 * since it never runs, and preload links for the files of the remotes this route starts, so
 * they download beside the host's own scripts. The remote entries are classic scripts the
 * federation runtime adds without `crossorigin`, so the preloads carry none either, or the
 * browser would fetch each twice.
 */
export function injectBootData(html: string, boot: BootData, preloads: readonly string[]): string {
  const links = preloads.map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`).join('');
  const data = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptJson(boot)}</script>`;
  return insertIntoHead(html, `${links}${data}`);
}
