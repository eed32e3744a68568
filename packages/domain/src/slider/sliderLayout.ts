import type { Platform } from '@lobby/shared';
import { SLIDER_SHOW_ALL_THRESHOLD, SLIDES_PER_VIEW } from '../constants/layout';

export interface SliderLayout {
  /** How many game tiles to render. */
  readonly visible: number;
  /** The count on the trailing 'show all' tile, or null when there is none. */
  readonly showAllCount: number | null;
}

/**
 * SPEC §2: with 12 or more games the first 11 are shown, then a 'show all' tile with the
 * count of all games; fewer are shown in full.
 */
export function sliderLayout(gameCount: number): SliderLayout {
  const count = Number.isFinite(gameCount) && gameCount > 0 ? Math.floor(gameCount) : 0;
  if (count >= SLIDER_SHOW_ALL_THRESHOLD) return { visible: SLIDER_SHOW_ALL_THRESHOLD - 1, showAllCount: count };
  return { visible: count, showAllCount: null };
}

/** SPEC §2: 7 per view on desktop; 3 on mobile plus a quarter of the next, hinting at more. */
export function slidesPerView(platform: Platform): number {
  return SLIDES_PER_VIEW[platform];
}
