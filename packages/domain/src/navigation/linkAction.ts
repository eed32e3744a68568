import type { Game, Link } from '../entities/types';
import { isAllowedUrl } from '../validation/patterns';
import { pagePath } from './resolveNavigationTarget';

/** What activating a navigation link does (SPEC §2 link types); the host's bar and the catalogue's navigation block share it. */
export type LinkAction =
  | { readonly kind: 'route'; readonly path: string }
  | { readonly kind: 'launch'; readonly game: Game }
  | { readonly kind: 'external'; readonly url: string };

/**
 * One link's action, or null when it has nothing usable to act on (a game link to a game
 * the lobby does not have, an external link without a valid address, a page link to a page
 * this player's lobby does not hold, such as one not yet released): such a link is hidden
 * rather than shown dead. `pageSlugs` are the slugs of the lobby's pages.
 */
export function linkAction(link: Link, pageSlugs: readonly string[]): LinkAction | null {
  switch (link.type) {
    case 'game':
      return link.game === null ? null : { kind: 'launch', game: link.game };
    case 'external':
      // Only http(s)/ftp addresses go to the shell: it opens them outside the lobby.
      return isAllowedUrl(link.url) && link.url !== null ? { kind: 'external', url: link.url } : null;
    case 'default': {
      const slug = link.slug.toLowerCase();
      return pageSlugs.some((page) => page.toLowerCase() === slug)
        ? { kind: 'route', path: pagePath(link.slug) }
        : null;
    }
    case 'favorites':
      return { kind: 'route', path: `/favorites/${encodeURIComponent(link.id)}` };
    case 'bonus':
      return { kind: 'route', path: '/bonus' };
    case 'path': {
      // The editor enters the path in the link's address; a slug is the fallback.
      const path = (link.url ?? link.slug).trim();
      if (path === '' || path.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(path)) return null;
      return { kind: 'route', path: path.startsWith('/') ? path : `/${path}` };
    }
    default:
      return unknownLinkType(link.type);
  }
}

/** Closes the switch: a new link type without a case fails to compile. */
function unknownLinkType(type: never): never {
  throw new Error(`Unhandled link type: ${String(type)}`);
}
