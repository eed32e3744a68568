import type { BlockWidth, Platform } from '@lobby/shared';
import { BASE_WIDTH, DESKTOP_LAYOUT_MIN_WIDTH, HEADER_HEIGHT, NAVIGATION_HEIGHT } from '../constants/layout';

/** SPEC §9: 140 px desktop, 105 px mobile, 0 when the navigation is hidden. */
export function navigationHeight(platform: Platform, shown: boolean): number {
  return shown ? NAVIGATION_HEIGHT[platform] : NAVIGATION_HEIGHT.hidden;
}

export interface TopChromeHeights {
  /** The header row: search, balance or login, cashier. */
  readonly header: number;
  /** The bar of navigation links under it; 0 when there is none. */
  readonly links: number;
}

/**
 * The top chrome split so that header and links together take the SPEC's navigation height
 * (no empty band under the links); with the navigation hidden only the header remains.
 */
export function topChromeHeights(platform: Platform, navigationShown: boolean): TopChromeHeights {
  const header = HEADER_HEIGHT[platform];
  return { header, links: navigationShown ? Math.max(0, navigationHeight(platform, true) - header) : 0 };
}

/** SPEC §9: the zoom is the window width relative to the platform's base width. */
export function zoomFactor(windowWidth: number, platform: Platform): number {
  return Number.isFinite(windowWidth) && windowWidth > 0 ? windowWidth / BASE_WIDTH[platform] : 1;
}

/**
 * SPEC §2, the lobby's one platform: a platform prefix in the URL fixes it; without one the
 * width the lobby has to show in chooses it, so a phone gets the mobile layout, and switching
 * across the breakpoint is allowed. An unknown width (not yet measured) keeps the SPEC's
 * default, desktop. The settings' platform follows it (the host's layout/layoutPlatform.ts), so
 * the lobby request, the search and the launch ask for the layout the player sees.
 */
export function layoutPlatform(fixed: Platform | null, viewportWidth: number): Platform {
  if (fixed !== null) return fixed;
  if (!Number.isFinite(viewportWidth) || viewportWidth <= 0) return 'desktop';
  return viewportWidth >= DESKTOP_LAYOUT_MIN_WIDTH ? 'desktop' : 'mobile';
}

/**
 * layoutPlatform's choice without a fixed platform, as media queries: for what the page names
 * before any script has measured the width (the server's preload of its lead image).
 */
export const LAYOUT_PLATFORM_MEDIA: { readonly [P in Platform]: string } = {
  desktop: `(min-width: ${DESKTOP_LAYOUT_MIN_WIDTH}px)`,
  mobile: `not all and (min-width: ${DESKTOP_LAYOUT_MIN_WIDTH}px)`,
};

const BLOCK_SHARE: { readonly [W in BlockWidth]: number } = { full: 1, half: 1 / 2, third: 1 / 3, quarter: 1 / 4 };

/**
 * A block's share of the page row (SPEC §2 block widths). On the mobile layout every block
 * takes the whole row: a quarter of a phone holds no readable tile.
 */
export function blockShare(width: BlockWidth, platform: Platform): number {
  return platform === 'mobile' ? 1 : BLOCK_SHARE[width];
}
