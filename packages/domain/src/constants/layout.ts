/** SPEC §9 layout constants. */

/** Zoom is the window width relative to these base widths. */
export const BASE_WIDTH = { desktop: 1096, mobile: 375 } as const;
export const DESKTOP_IFRAME_WIDTH = 1000;
export const DESKTOP_POPUP_HEIGHT = 810;

export const NAVIGATION_HEIGHT = { desktop: 140, mobile: 105, hidden: 0 } as const;
/**
 * The header's share of NAVIGATION_HEIGHT: the navigation is the lobby's top chrome, the
 * header row (search, balance, cashier) above the bar of links, as the SPEC's height is the
 * offset of the content below it.
 */
export const HEADER_HEIGHT = { desktop: 64, mobile: 56 } as const;
/**
 * Without a platform prefix the viewport chooses the layout (SPEC §2 "disables switching"):
 * desktop from this width. Seven tiles of MIN_TILE_WIDTH.desktop with their gaps and gutters
 * need about BASE_WIDTH.desktop; below 1024 px the desktop row would only shed tiles.
 */
export const DESKTOP_LAYOUT_MIN_WIDTH = 1024;
/**
 * The page frame's width in px: content stops widening here (at 1920 px seven tiles stay
 * about 190 px, not 260). The ui theme lays the frame out with it and artwork sizes stop
 * growing with it, in the browser and in the server's preload alike.
 */
export const PAGE_MAX_WIDTH_PX = 1440;
/** Play mode keeps at most this many navigation history entries. */
export const NAVIGATION_HISTORY_LIMIT = 5;

export const SLIDES_PER_VIEW = { desktop: 7, mobile: 3.25 } as const;
/**
 * The narrowest readable tile, in px: the width SLIDES_PER_VIEW gives a full-width row at
 * the SPEC's base widths (1096 desktop, 375 mobile) less gutters and gaps, rounded. A row
 * narrower than that shows fewer tiles rather than smaller ones: below it the caption is
 * cut to a few letters and the favourite button covers the artwork.
 */
export const MIN_TILE_WIDTH = { desktop: 140, mobile: 98 } as const;
export const SLIDER_SHOW_ALL_THRESHOLD = 12;
