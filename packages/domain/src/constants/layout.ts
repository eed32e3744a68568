/** SPEC §9 layout constants. */

/** Zoom is the window width relative to these base widths. */
export const BASE_WIDTH = { desktop: 1096, mobile: 375 } as const;
export const DESKTOP_IFRAME_WIDTH = 1000;
export const DESKTOP_POPUP_HEIGHT = 810;

export const NAVIGATION_HEIGHT = { desktop: 140, mobile: 105, hidden: 0 } as const;
/** Play mode keeps at most this many navigation history entries. */
export const NAVIGATION_HISTORY_LIMIT = 5;

export const SLIDES_PER_VIEW = { desktop: 7, mobile: 3.25 } as const;
export const SLIDER_SHOW_ALL_THRESHOLD = 12;
export const SLIDER_END_OFFSET_MIN = 17;
export const SLIDER_END_OFFSET_MAX = 26;
export const SLIDER_SIZE = { desktop: 48, mobile: 24 } as const;
export const SLIDER_RATIO = { desktop: 0.58, mobile: 0.19 } as const;
