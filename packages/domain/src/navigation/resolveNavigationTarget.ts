import type { NavigateType } from '@lobby/shared';
import { blockListingPath, hasListing, type ListableBlock } from './blockPaths';

export const ROOT_PATH = '/';
/** The page served at the root rather than at /{slug}. */
export const HOME_PAGE_SLUG = 'home';

/** A page's path: the home page is the root, never /home as well (one page, one address). */
export function pagePath(slug: string): string {
  return slug.toLowerCase() === HOME_PAGE_SLUG ? ROOT_PATH : `/${encodeURIComponent(slug)}`;
}

export interface NavigationCatalogue {
  readonly pages: readonly { readonly slug: string }[];
  readonly blocks: readonly (ListableBlock & { readonly slug: string })[];
}

/**
 * SPEC §2: the path a shell navigation target leads to. 'page' looks among page slugs,
 * 'block' among blocks that have a listing (by id or slug), 'any' tries pages first.
 * Matching ignores case and surrounding spaces; an unknown target goes to the root.
 */
export function resolveNavigationTarget(target: string, type: NavigateType, catalogue: NavigationCatalogue): string {
  const wanted = typeof target === 'string' ? target.trim().replace(/^\/+/, '').toLowerCase() : '';
  if (wanted === '') return ROOT_PATH;
  if (type === 'page' || type === 'any') {
    const page = catalogue.pages.find((candidate) => candidate.slug.toLowerCase() === wanted);
    if (page !== undefined) return pagePath(page.slug);
  }
  if (type === 'block' || type === 'any') {
    const block = catalogue.blocks.find(
      (candidate) =>
        hasListing(candidate) && (candidate.id.toLowerCase() === wanted || candidate.slug.toLowerCase() === wanted),
    );
    if (block !== undefined) return blockListingPath(block);
  }
  return ROOT_PATH;
}
