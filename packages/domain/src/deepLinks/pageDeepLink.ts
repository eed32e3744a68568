import { pathBelowPlatform, pathPlatform } from '../settings/fixedPlatform';

/**
 * The lobby page's own deep-link address (SPEC §2 `{address}`), below any platform prefix:
 * a page opened at `/link/{event}?data=…` (`/mobile/link/…` too) takes the link as the shell
 * message it names. `/link` alone stays a content page's address (`/{slug}`).
 */
export const PAGE_DEEP_LINK_ADDRESS = '/link/';

const DATA_PARAMETER = 'data=';

export interface PageDeepLink {
  /** The link, from the address on: for parseDeepLink under PAGE_DEEP_LINK_ADDRESS. */
  readonly link: string;
  /**
   * Where the page goes on once the link is taken: the lobby's root under the same prefix, with
   * the query but for the link's data (the other parameters are a standalone page's settings).
   */
  readonly continueAt: string;
}

/** The deep link a page's address carries, or null when it is not at the deep-link address. */
export function pageDeepLinkOf(pathname: string, search: string): PageDeepLink | null {
  const below = pathBelowPlatform(pathname);
  if (!below.startsWith(PAGE_DEEP_LINK_ADDRESS)) return null;
  const prefix = pathPlatform(pathname);
  const query = search.startsWith('?') ? search.slice(1) : search;
  // By hand, as parseDeepLink reads it: URLSearchParams would rewrite what it re-encodes.
  const kept = query.split('&').filter((pair) => pair !== '' && !pair.startsWith(DATA_PARAMETER));
  return {
    link: `${below}${query === '' ? '' : `?${query}`}`,
    continueAt: `${prefix === null ? '' : `/${prefix}`}/${kept.length === 0 ? '' : `?${kept.join('&')}`}`,
  };
}
